import Foundation
import Testing

/// The targets of Package.swift hold the layering (docs/architecture.md):
/// a module may import only what its target declares, the declarations
/// form no cycle, and each C library sits behind one target. A file that
/// imports a module its target does not declare can still compile when
/// that module happens to be built first, so the imports are checked here.
@Suite("The package's layering") struct LayeringTests {
    static let manifest = PackageTargets(Repository.root.appendingPathComponent("Package.swift"))

    @Test("every module a source file imports is a declared dependency of its target")
    func importsAreDeclared() throws {
        let targets = try Self.manifest.targets()
        let names = Set(targets.keys)
        #expect(names.contains("NoteSiteBuild") && names.contains("NoteSiteSupport"), "\(names.sorted())")
        var undeclared: [String] = []
        for (name, target) in targets.sorted(by: { $0.key < $1.key }) where !target.isSystemLibrary {
            for (file, module) in try Self.imports(under: target.folder) where names.contains(module) {
                if module != name && !target.dependencies.contains(module) {
                    undeclared.append("\(file): \(name) imports \(module)")
                }
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared.joined(separator: "\n"))")
    }

    @Test("the targets' dependencies form no cycle")
    func noCycle() throws {
        let targets = try Self.manifest.targets()
        #expect(PackageTargets.cycle(in: targets.mapValues(\.dependencies)) == nil)
    }

    @Test("a cycle in a dependency table is found")
    func cycleFound() {
        let graph: [String: [String]] = ["A": ["B"], "B": ["C"], "C": ["A"], "D": []]
        #expect(PackageTargets.cycle(in: graph)?.sorted() == ["A", "B", "C"])
        #expect(PackageTargets.cycle(in: ["A": ["B"], "B": []]) == nil)
    }

    @Test("each C library is a dependency of one target only, and the app's library of none")
    func cLibrariesBehindOneTarget() throws {
        let targets = try Self.manifest.targets()
        let libraries = targets.filter { $0.value.isSystemLibrary }.keys.sorted()
        #expect(libraries.count >= 4)
        for library in libraries {
            let users = targets.filter { !$0.value.isTest && $0.value.dependencies.contains(library) }.keys.sorted()
            #expect(users.count == 1, "\(library) is used by \(users)")
        }
        #expect(targets["NoteSiteKit"]?.dependencies == [])
        let kitImports = Set(try Self.imports(under: "Sources/NoteSiteKit").map(\.module))
        #expect(kitImports.isSubset(of: ["Foundation", "FoundationNetworking", "Dispatch"]), "\(kitImports.sorted())")
    }

    /// Render turns values into bytes: every file a build reads is read
    /// before it, by Content or the build (docs/architecture.md).
    @Test("NoteSiteRender opens, lists and reads no file")
    func renderReadsNoFile() throws {
        let root = Repository.root.appendingPathComponent("Sources/NoteSiteRender")
        let calls = ["open(", "fopen(", "opendir(", "RegularFile", "FileBytes", "FileManager", "contentsOf:", "contentsOfFile", "FileHandle"]
        var found: [String] = []
        for case let path as String in FileManager.default.enumerator(atPath: root.path)! where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                // `append(contentsOf:` is an array's, not a file's.
                let code = line.replacingOccurrences(of: "append(contentsOf:", with: "")
                for call in calls where code.contains(call) { found.append("\(path):\(n + 1): \(call)") }
            }
        }
        #expect(found.isEmpty, "\(found)")
    }

    /// Every `import` in the Swift files below `folder` (repository-relative).
    static func imports(under folder: String) throws -> [(file: String, module: String)] {
        let root = Repository.root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var found: [(String, String)] = []
        for case let path as String in walker where path.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                guard let at = words.firstIndex(of: "import"), at + 1 < words.count,
                      words[..<at].allSatisfy({ ["public", "package", "internal"].contains($0) }) else { continue }
                found.append((folder + "/" + path, String(words[at + 1])))
            }
        }
        return found
    }
}

/// The targets that Package.swift declares, read from its text: each
/// `.target(`, `.executableTarget(`, `.testTarget(` and `.systemLibrary(`
/// with its name, folder and the quoted names in its dependencies.
struct PackageTargets {
    struct Target {
        var folder: String
        var dependencies: [String]
        var isSystemLibrary: Bool
        var isTest: Bool
    }

    let url: URL

    init(_ url: URL) { self.url = url }

    func targets() throws -> [String: Target] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var targets: [String: Target] = [:]
        for kind in [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("] {
            var rest = text[...]
            while let start = rest.range(of: kind) {
                let body = Self.balanced(rest[start.upperBound...])
                rest = rest[start.upperBound...]
                // The libFuzzer harnesses, named in a loop, join only for fuzz/run.sh.
                guard let name = Self.quoted(after: "name:", in: body), !name.contains("\\("),
                      !body.contains("fuzz/") else { continue }
                var dependencies: [String] = []
                if let deps = body.range(of: "dependencies:") {
                    dependencies = Self.quotedNames(in: body[deps.upperBound...])
                    // `+ allocator`: the names the manifest's `allocator` holds.
                    if body[deps.upperBound...].contains("allocator"), let line = text.range(of: "let allocator") {
                        dependencies += Self.quotedNames(in: text[line.lowerBound...].prefix { $0 != "\n" }
                            + text[line.upperBound...].split(separator: "\n").prefix(2).joined(separator: "\n"))
                    }
                }
                let isTest = kind == ".testTarget("
                let folder = Self.quoted(after: "path:", in: body) ?? (isTest ? "Tests/" : "Sources/") + name
                targets[name] = Target(folder: folder, dependencies: Array(Set(dependencies)).sorted(),
                                       isSystemLibrary: kind == ".systemLibrary(", isTest: isTest)
            }
        }
        return targets
    }

    /// The text up to the parenthesis that closes the one just opened.
    static func balanced(_ text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1; if depth == 0 { return text[..<index] } }
        }
        return text
    }

    /// The first quoted text after `key`, as written.
    static func quoted(after key: String, in text: Substring) -> String? {
        guard let key = text.range(of: key) else { return nil }
        let rest = text[key.upperBound...]
        guard let open = rest.firstIndex(of: "\""), let close = rest[rest.index(after: open)...].firstIndex(of: "\"") else {
            return nil
        }
        return String(rest[rest.index(after: open)..<close])
    }

    /// The quoted words of `text`, skipping `.when(platforms:)` and `path:` values.
    static func quotedNames(in text: Substring) -> [String] {
        var names: [String] = []
        var rest = text
        while let open = rest.firstIndex(of: "\"") {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "\"") else { break }
            let word = String(after[..<close])
            if word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) && !word.isEmpty { names.append(word) }
            rest = after[after.index(after: close)...]
        }
        return names
    }

    /// The targets of one cycle of `graph`, or nil when there is none.
    static func cycle(in graph: [String: [String]]) -> [String]? {
        var state: [String: Int] = [:]  // 1: on the path, 2: done
        var path: [String] = []
        func visit(_ node: String) -> [String]? {
            if state[node] == 2 { return nil }
            if state[node] == 1 { return Array(path[(path.firstIndex(of: node) ?? 0)...]) }
            state[node] = 1
            path.append(node)
            for next in graph[node] ?? [] { if let found = visit(next) { return found } }
            path.removeLast()
            state[node] = 2
            return nil
        }
        for node in graph.keys.sorted() { if let found = visit(node) { return found } }
        return nil
    }
}
