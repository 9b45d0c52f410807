import Foundation
import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

// Arbitrary bytes through the path every version file takes: UTF-8 check,
// front matter split, YAML (and JSON) decoding into a model with the shapes
// notesite's models use, and the wording of every error on the way.

/// Entry point called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let text: String
    do {
        text = try SourceText.decode(bytes, path: "x.md")
    } catch {
        report(error, lines: Int.max)
        return 0
    }
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    do {
        let split = try FrontMatter(splitting: text, path: "x.md")
        checkSplit(split, of: text)
        decodeEveryWay(split.yaml ?? text, firstLine: split.yamlFirstLine, lines: lines)
    } catch {
        report(error, lines: lines)
    }
    do {
        _ = try YAMLDecoder().decode(FuzzDocument.self, fromJSON: text, path: "x.json")
    } catch {
        report(error, lines: lines)
    }
    return 0
}

/// Decodes `yaml` into the fixed model, into the free-form model, and through
/// the node API, so both the keyed checks and every container path run.
private func decodeEveryWay(_ yaml: String, firstLine: Int, lines: Int) {
    let decoder = YAMLDecoder()
    do {
        let document = try decoder.decode(FuzzDocument.self, from: yaml, path: "x.md", firstLine: firstLine)
        if let line = document.version.line {
            check(line >= firstLine && line <= lines, "'version' located at line \(line), outside the file")
        }
    } catch {
        report(error, lines: lines)
    }
    do {
        let node = try YAMLNode.parse(yaml, path: "x.md", firstLine: firstLine)
        _ = try decoder.decode(FreeValue.self, from: node, path: "x.md")
    } catch {
        report(error, lines: lines)
    }
}

/// The split must cut the text, not rewrite it: the body is the text's end,
/// and it starts on the line after the YAML's last line plus the fence.
private func checkSplit(_ split: FrontMatter, of text: String) {
    check(text.hasSuffix(split.body), "the body is not the end of the text")
    guard let yaml = split.yaml else {
        check(split.body == text && split.bodyFirstLine == 1, "text without front matter was changed")
        return
    }
    let yamlLines = yaml.utf8.count { $0 == UInt8(ascii: "\n") }
    check(split.bodyFirstLine == split.yamlFirstLine + yamlLines + 1,
          "body starts at line \(split.bodyFirstLine), but the YAML has \(yamlLines) lines from line \(split.yamlFirstLine)")
}

/// Words the error the way the command line would, and checks that its
/// position lies inside the file.
private func report(_ error: any Error, lines: Int) {
    let diagnostics: [Diagnostic]
    if let several = error as? any DiagnosticsConvertible {
        diagnostics = several.diagnostics
    } else if let one = error as? any DiagnosticConvertible {
        diagnostics = [one.diagnostic]
    } else {
        check(false, "a decoding error that is not a diagnostic: \(error)")
        return
    }
    for diagnostic in diagnostics {
        _ = diagnostic.text
        _ = diagnostic.githubAnnotation
        if let line = diagnostic.line {
            check(line >= 1 && line <= lines, "error at line \(line) of a \(lines)-line file: \(diagnostic.text)")
        }
        if let column = diagnostic.column { check(column >= 1, "error at column \(column): \(diagnostic.text)") }
    }
}

/// A broken invariant is a finding: abort so libFuzzer saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz-front-matter: \(message())\n".utf8))
    abort()
}
