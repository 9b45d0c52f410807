import Foundation
import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

// Feeds arbitrary text to both version grammars and checks that precedence
// behaves as a total order. The input is split at its first newline (or in
// the middle when it has none) into two versions, which are compared with
// each other and with two fixed versions.

/// Fixed versions that every parsed one is also compared with: a release,
/// and a pre-release with build metadata so identifier ordering is exercised.
private let fixed = SemanticVersion(major: 1, minor: 4, patch: 0)
private let fixedPrerelease = try? SemanticVersion(strict: "1.4.0-beta.2+build.7")

/// Entry point called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSemanticVersion(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n"))
    let split = newline ?? size / 2
    let first = parse(String(decoding: bytes[..<split], as: UTF8.self))
    let second = parse(String(decoding: bytes[(newline == nil ? split : split + 1)...], as: UTF8.self))
    let parsed = [first, second, fixed, fixedPrerelease].compactMap { $0 }
    for a in parsed {
        for b in parsed {
            checkOrder(a, b)
            for c in parsed { checkTransitive(a, b, c) }
        }
    }
    return 0
}

/// Parses `text` with both grammars and checks what they must agree on;
/// returns the front-matter reading, the more lenient one.
private func parse(_ text: String) -> SemanticVersion? {
    var strict: SemanticVersion?
    do {
        strict = try SemanticVersion(strict: text)
    } catch {
        _ = error.message
        _ = error.hint
    }
    do {
        let version = try SemanticVersion(frontMatter: text)
        if let strict {
            check(strict == version && strict.fullText == version.fullText,
                  "the front-matter grammar reads \(text.debugDescription) differently from the strict one")
        }
        checkRoundTrip(version)
        return version
    } catch {
        check(strict == nil, "\(text.debugDescription) is strict SemVer but the front-matter grammar rejects it")
        _ = error.message
        _ = error.hint
        return nil
    }
}

/// The normalised texts must read back as the same version.
private func checkRoundTrip(_ version: SemanticVersion) {
    let canonical = try? SemanticVersion(strict: version.canonical)
    check(canonical == version && canonical?.build.isEmpty == true,
          "canonical \(version.canonical.debugDescription) does not read back as the same version")
    let full = try? SemanticVersion(strict: version.fullText)
    check(full == version && full?.build == version.build,
          "full text \(version.fullText.debugDescription) does not read back with its build metadata")
}

/// Exactly one of `<`, `==`, `>` holds, and equal versions hash alike.
private func checkOrder(_ a: SemanticVersion, _ b: SemanticVersion) {
    let outcomes = [a < b, a == b, b < a].filter { $0 }.count
    check(outcomes == 1, "\(a.fullText) and \(b.fullText) are not ordered exactly one way")
    if a == b {
        check(a.hashValue == b.hashValue, "\(a.fullText) == \(b.fullText) but their hashes differ")
        check(a.canonical == b.canonical, "\(a.fullText) == \(b.fullText) but their canonical forms differ")
    }
}

private func checkTransitive(_ a: SemanticVersion, _ b: SemanticVersion, _ c: SemanticVersion) {
    if a < b, b < c { check(a < c, "\(a.fullText) < \(b.fullText) < \(c.fullText) but not \(a.fullText) < \(c.fullText)") }
    if a <= b, b <= c { check(a <= c, "\(a.fullText) <= \(b.fullText) <= \(c.fullText) but not \(a.fullText) <= \(c.fullText)") }
}

/// A broken invariant is a finding: abort so libFuzzer saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz-semver: \(message())\n".utf8))
    abort()
}
