import Foundation

/// A build's expected output, kept in `Tests/Golden/<name>/` and compared
/// file by file. `NOTESITE_RECORD=1` rewrites it from the actual output.
struct GoldenTree {
    let name: String

    var root: URL { Repository.root.appendingPathComponent("Tests/Golden/\(name)") }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["NOTESITE_RECORD"] == "1" }

    /// Replaces the golden tree with a copy of `output`.
    func record(from output: URL) throws {
        let fm = FileManager.default
        if fm.fileExists(atPath: root.path) { try fm.removeItem(at: root) }
        for file in FileTree.files(below: output) {
            let target = root.appendingPathComponent(file)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: output.appendingPathComponent(file), to: target)
        }
    }

    /// One line per problem: missing files, extra files, and for each file
    /// that differs the first differing line. Empty when the trees match.
    func differences(from output: URL) -> [String] {
        let expected = FileTree.files(below: root)
        let actual = FileTree.files(below: output)
        if expected.isEmpty {
            return ["no golden output in Tests/Golden/\(name)/; record it with NOTESITE_RECORD=1 swift test"]
        }
        var problems: [String] = []
        let actualSet = Set(actual)
        let expectedSet = Set(expected)
        for file in expected where !actualSet.contains(file) { problems.append("missing from the output: \(file)") }
        for file in actual where !expectedSet.contains(file) { problems.append("not in the golden tree: \(file)") }
        for file in expected where actualSet.contains(file) {
            let want = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) ?? Data()
            let got = FileManager.default.contents(atPath: output.appendingPathComponent(file).path) ?? Data()
            if want != got { problems.append(Self.describe(file, expected: want, actual: got)) }
        }
        return problems
    }

    /// Where two versions of a file part: the first differing line of text,
    /// or the first differing byte of anything else.
    static func describe(_ file: String, expected: Data, actual: Data) -> String {
        guard let want = String(data: expected, encoding: .utf8), let got = String(data: actual, encoding: .utf8) else {
            let offset = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(expected.count, actual.count)
            return "\(file): bytes differ from offset \(offset) (expected \(expected.count) bytes, got \(actual.count))"
        }
        let wantLines = want.split(separator: "\n", omittingEmptySubsequences: false)
        let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(wantLines, gotLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(wantLines.count, gotLines.count)
        let line = { (lines: [Substring]) in index < lines.count ? "\(lines[index])" : "<end of file>" }
        return "\(file):\(index + 1): first difference\n  expected: \(line(wantLines))\n  actual:   \(line(gotLines))"
    }
}
