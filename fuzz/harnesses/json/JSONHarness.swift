import Foundation
import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

// Arbitrary bytes as a JSON version file: the strict JSON parser, decoding
// with exact types into a model shaped like a version file, and the wording
// and position of every error. What the parser accepts, Foundation's JSON
// reader must accept too: notesite is never more lenient than RFC 8259.

/// A model with the shapes of a version file: located text, optional
/// booleans and numbers, nested lists and mappings.
private struct Document: Decodable {
    var version: Located<String>
    var title: String?
    var draft: Bool?
    var features: [Feature]?
    var layout: [String: Double]?
    var tags: [String]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case version, title, draft, features, layout, tags
    }

    struct Feature: Decodable {
        var title: String
        var icon: String?
        var count: Int?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case title, icon, count
        }
    }
}

/// Entry point called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let text: String
    do {
        text = try SourceText.decode(bytes, path: "x.json")
    } catch {
        report(error, lines: Int.max)
        return 0
    }
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    do {
        _ = try YAMLNode.parseJSON(text, path: "x.json")
        let reference = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        check(reference != nil || hasHugeNumber(text), "accepted JSON that Foundation refuses: \(text.prefix(200))")
    } catch {
        report(error, lines: lines)
    }
    do {
        let document = try YAMLDecoder().decode(Document.self, fromJSON: text, path: "x.json")
        if let line = document.version.line { check(line >= 1 && line <= lines, "'version' at line \(line), outside the file") }
    } catch {
        report(error, lines: lines)
    }
    return 0
}

/// Foundation refuses numbers it cannot hold (`1e999`, forty digits);
/// RFC 8259 leaves their range to the reader, and notesite keeps a number's
/// text. True when a number outside strings has an exponent or many digits.
private func hasHugeNumber(_ text: String) -> Bool {
    var inString = false, escaped = false, digits = 0, previousDigit = false
    for byte in text.utf8 {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            continue
        }
        let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        if previousDigit && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { return true }
        digits = isDigit ? digits + 1 : 0
        if digits > 15 { return true }
        previousDigit = isDigit || (previousDigit && byte == UInt8(ascii: "."))
        if byte == UInt8(ascii: "\"") { inString = true }
    }
    return false
}

/// Words every error the way the command line would, and checks that its
/// position lies inside the file.
private func report(_ error: any Error, lines: Int) {
    let diagnostics: [Diagnostic]
    if let several = error as? any DiagnosticsConvertible {
        diagnostics = several.diagnostics
        check(diagnostics.count >= 2, "a list of \(diagnostics.count) errors")
    } else if let one = error as? any DiagnosticConvertible {
        diagnostics = [one.diagnostic]
    } else {
        check(false, "an error that is not a diagnostic: \(error)")
        return
    }
    for diagnostic in diagnostics {
        _ = diagnostic.text
        if let line = diagnostic.line {
            check(line >= 1 && line <= lines, "error at line \(line) of a \(lines)-line file: \(diagnostic.text)")
        }
        if let column = diagnostic.column { check(column >= 1, "error at column \(column): \(diagnostic.text)") }
    }
}

/// A broken invariant is a finding: abort so libFuzzer saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz-json: \(message())\n".utf8))
    abort()
}
