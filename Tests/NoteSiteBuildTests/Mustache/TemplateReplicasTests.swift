import Foundation
import Testing
@testable import NoteSiteMustache

/// Each rendering thread works on its own copy of a library's templates.
@Suite struct TemplateReplicasTests {
    static let long = String(repeating: "a text node longer than a short string ", count: 4)

    /// Where the first text node's bytes are stored.
    static func storage(_ templates: [String: Template], _ name: String = "page") -> UnsafeRawPointer? {
        for case .text(let text) in templates[name]?.nodes ?? [] {
            return text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
        }
        return nil
    }

    @Test("a copy renders the same and shares no storage with the original")
    func copyIsDeep() throws {
        let source = Self.long + "{{#items}}<{{name.first}}>{{/items}}{{<shell}}{{$body}}" + Self.long + "{{/body}}{{/shell}}"
        let templates = ["page": try Template(parsing: source, name: "page"), "shell": try Template(parsing: "[{{$body}}{{/body}}]", name: "shell")]
        let copies = templates.mapValues(\.replica)
        let context: MustacheValue = ["items": [["name": ["first": "x"]], ["name": ["first": "y"]]]]
        #expect(copies["page"]!.render(context, partials: copies) == templates["page"]!.render(context, partials: templates))
        #expect(Self.storage(copies) != nil)
        #expect(Self.storage(copies) != Self.storage(templates))
    }

    @Test("a thread makes its copy of a library once, and keeps the last ones it used")
    func copiesAreKept() throws {
        let library = try TemplateLibrary(sources: ["page": Self.long])
        let owner = TemplateReplicas.Identity()
        let templates = ["page": try Template(parsing: Self.long, name: "page")]
        let first = Self.storage(TemplateReplicas.local(templates, of: owner))
        #expect(first != Self.storage(templates))
        #expect(Self.storage(TemplateReplicas.local(templates, of: owner)) == first)
        // Used again before it is the oldest, it stays past `kept` others.
        for _ in 1..<TemplateReplicas.kept { _ = TemplateReplicas.local(templates, of: TemplateReplicas.Identity()) }
        #expect(Self.storage(TemplateReplicas.local(templates, of: owner)) == first)
        _ = TemplateReplicas.local(templates, of: TemplateReplicas.Identity())
        #expect(Self.storage(TemplateReplicas.local(templates, of: owner)) == first)
        for _ in 0..<TemplateReplicas.kept { _ = TemplateReplicas.local(templates, of: TemplateReplicas.Identity()) }
        #expect(Self.storage(TemplateReplicas.local(templates, of: owner)) != first)
        #expect(try library.render("page", [:]) == Self.long)
    }

    @Test("libraries are told apart on one thread, a merged one from its original")
    func librariesApart() throws {
        let original = try TemplateLibrary(sources: ["page": "one {{>part}}", "part": "p"])
        let merged = try original.merging(["part": "q"])
        for _ in 0..<3 {
            #expect(try original.render("page", [:]) == "one p")
            #expect(try merged.render("page", [:]) == "one q")
        }
    }

    @Test("threads rendering one library at once each get what one thread gets")
    func concurrentRenders() throws {
        let library = try TemplateLibrary(sources: ["page": "{{#items}}{{>row}}{{/items}}", "row": "<li>{{.}}</li>\n"])
        let context: MustacheValue = ["items": .list((0..<200).map { .string("item \($0)") })]
        let expected = try library.render("page", context)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20 { results.add((try? library.render("page", context)) ?? "") }
        }
        #expect(results.all.count == 160)
        #expect(results.all.allSatisfy { $0 == expected })
    }

    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []
        func add(_ text: String) { lock.withLock { texts.append(text) } }
        var all: [String] { lock.withLock { texts } }
    }
}
