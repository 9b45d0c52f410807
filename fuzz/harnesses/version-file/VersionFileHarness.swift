import Foundation
import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

// Arbitrary bytes as the one version file of a small site, loaded the way
// `notesite build` loads it: front matter, YAML or JSON, validation of
// versions, dates, colors, icons, assets and URLs, and the Markdown body.
// An input that starts with `{` is written as `x.json`, anything else as `x.md`.

/// A site folder made once per process, with an asset and a custom icon for
/// inputs to refer to.
private let site: SitePaths = {
    let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("notesite-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
    let content = root.appendingPathComponent("content")
    let files = [
        "notesite.yml": "title: Fuzz\nbaseURL: https://example.com/notes/\n",
        "content/assets/editor.png": "not really a PNG",
        "content/icons/leaf.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\"><path d=\"M2 22L22 2\"/></svg>\n",
    ]
    try? FileManager.default.createDirectory(at: content.appendingPathComponent("versions"),
                                             withIntermediateDirectories: true)
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
    }
    return SitePaths(given: root.path)
}()

/// Entry point called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzVersionFile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let isJSON = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{")
    let versions = site.content.appendingPathComponent("versions")
    let name = isJSON ? "x.json" : "x.md"
    try? FileManager.default.removeItem(at: versions.appendingPathComponent(isJSON ? "x.md" : "x.json"))
    do {
        try bytes.write(to: versions.appendingPathComponent(name))
    } catch {
        check(false, "cannot write the version file: \(error)")
    }

    let loaded = ContentLoader(site: site).load()
    check(loaded.releases.count <= 1, "one file gave \(loaded.releases.count) releases")
    let lines = lineCount(bytes)
    for diagnostic in loaded.diagnostics {
        _ = diagnostic.text
        guard diagnostic.path?.hasSuffix("content/versions/" + name) == true, let line = diagnostic.line else { continue }
        check(line >= 1 && line <= lines, "diagnostic at line \(line) of a \(lines)-line file: \(diagnostic.text)")
    }
    if let release = loaded.releases.first {
        check(!loaded.hasErrors, "a release was loaded from a file with errors")
        let reread = try? SemanticVersion(strict: release.version.canonical)
        check(reread == release.version, "the loaded version \(release.version.canonical) does not read back")
    }
    return 0
}

/// Lines as notesite counts them: LF, CR LF and a lone CR each end one.
private func lineCount(_ bytes: Data) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in bytes {
        if byte == 0x0D || (byte == 0x0A && previous != 0x0D) { lines += 1 }
        previous = byte
    }
    return lines
}

/// A broken invariant is a finding: abort so libFuzzer saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz-version-file: \(message())\n".utf8))
    abort()
}
