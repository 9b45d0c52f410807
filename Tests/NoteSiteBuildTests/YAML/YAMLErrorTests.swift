import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSourceData

/// A source that must fail, and the whole diagnostic it must print.
struct ErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let source: String
    let decode: @Sendable (String) throws -> Any
    let expected: String

    /// A version file at `content/versions/1.4.0.md`, front matter from line 2.
    static func versionFile(_ name: String, _ frontMatter: String, _ expected: String) -> ErrorCase {
        ErrorCase(name: name, source: "---\n\(frontMatter)\n---\nBody\n", decode: { try VersionFile.decode($0) },
                  expected: expected)
    }

    /// A plain YAML file decoded as `Model`.
    static func file<Model: Decodable & SendableMetatype>(_ name: String, _ path: String, _ yaml: String, as model: Model.Type,
                                       _ expected: String) -> ErrorCase {
        ErrorCase(name: name, source: yaml, decode: { try YAMLDecoder().decode(Model.self, from: $0, path: path) },
                  expected: expected)
    }

    var testDescription: String { name }
}

@Suite("YAML errors") struct YAMLErrorTests {
    static let syntax: [ErrorCase] = [
        .versionFile("tab indentation", "version: 1.4.0\nfeatures:\n\t- title: x", """
            content/versions/1.4.0.md:4:1: error: found a tab character where indentation is expected
              hint: indent with spaces, not tabs
            """),
        .versionFile("tab inside a block", "version: 1.4.0\ntitle: a\n\tdraft: true", """
            content/versions/1.4.0.md:4:1: error: found a tab character where indentation is expected
              hint: indent with spaces, not tabs
            """),
        .versionFile("unclosed quote", "version: 1.4.0\ntitle: \"What's new\ndraft: false", """
            content/versions/1.4.0.md:3:8: error: a quoted string is never closed
              hint: add the closing quote at the end of the value
            """),
        .versionFile("colon in a plain value", "version: 1.4.0\ntitle: Version 2: the sequel", """
            content/versions/1.4.0.md:3:17: error: mapping values are not allowed here
              hint: a ': ' inside a plain value starts a new key; quote the value
            """),
        .versionFile("key indented under a value in a list item", "version: 1.4.0\nfeatures:\n  - icon: star.fill\n    title: Foo\n      subtitle: Bar", """
            content/versions/1.4.0.md:6:7: error: 'subtitle' is indented more than 'title' above it
              hint: align 'subtitle' with 'title' (column 5)
            """),
        .versionFile("key indented under a quoted value", "version: 1.4.0\nfeatures:\n  - icon: star.fill\n    title: \"Faster sync\"\n      subtitle: Bar", """
            content/versions/1.4.0.md:6:7: error: 'subtitle' is indented more than 'title' above it
              hint: align 'subtitle' with 'title' (column 5)
            """),
        .versionFile("key indented under a top-level value", "version: 1.4.0\ntitle: Foo\n\n  draft: true", """
            content/versions/1.4.0.md:5:3: error: 'draft' is indented more than 'title' above it
              hint: align 'draft' with 'title' (column 1)
            """),
        .versionFile("key indented under the first key of a list item", "version: 1.4.0\nfeatures:\n  - title: Foo\n      icon: star", """
            content/versions/1.4.0.md:5:7: error: 'icon' is indented more than 'title' above it
              hint: align 'icon' with 'title' (column 5)
            """),
        .versionFile("text with a colon continuing a value", "version: 1.4.0\ntitle: Foo\n  and more: text", """
            content/versions/1.4.0.md:4:11: error: mapping values are not allowed here
              hint: a ': ' inside a plain value starts a new key; quote the value
            """),
        .versionFile("uneven indentation of keys", "version: 1.4.0\npaging:\n  perPage: 1\n zzz: 2", """
            content/versions/1.4.0.md:5:2: error: expected a key at this indentation
              hint: indent the keys of one mapping by the same number of spaces, and quote values that contain quotes
            """),
        .versionFile("uneven indentation in a list", "version: 1.4.0\nfeatures:\n  - title: A\n    icon: star\n   subtitle: B", """
            content/versions/1.4.0.md:6:4: error: expected a list item ('- ') at this indentation
              hint: indent the items of one list by the same number of spaces
            """),
        .versionFile("unclosed flow list", "version: 1.4.0\nfeatures: [a, b\ndraft: true", """
            content/versions/1.4.0.md:4:6: error: expected ',' or ']' in the list opened at line 3
              hint: separate items with commas and close the list with ']'
            """),
        .versionFile("unknown escape", "version: 1.4.0\ntitle: \"C:\\path\"", """
            content/versions/1.4.0.md:3:11: error: unknown escape '\\p' in a double-quoted string
              hint: write '\\\\' for a backslash, or use single quotes
            """),
        .versionFile("reserved character", "version: 1.4.0\ntitle: @home", """
            content/versions/1.4.0.md:3:8: error: '@' cannot start a plain value
              hint: quote the value
            """),
        .versionFile("control character", "version: 1.4.0\ntitle: a\u{1}b", """
            content/versions/1.4.0.md:3:9: error: control character U+0001 is not allowed
              hint: remove it, or write it as an escape in a double-quoted string
            """),
        .versionFile("list item after a value", "version: 1.4.0\nfeatures: - a", """
            content/versions/1.4.0.md:3:11: error: a list item ('- ') is not allowed here
              hint: start the list on the next line, indented below its key
            """),
        .file("lone surrogate in JSON", "content/versions/1.4.0.json", #"{"title": "\ud83d"}"#, as: TestVersion.self, """
            content/versions/1.4.0.json:1:14: error: invalid Unicode escape in a double-quoted string
              hint: write \\u with the four hex digits of a character, or the character itself
            """),
    ]

    static let unsupported: [ErrorCase] = [
        .versionFile("anchor", "version: &v 1.4.0", """
            content/versions/1.4.0.md:2:10: error: anchors ('&name') are not supported
              hint: repeat the value instead
            """),
        .versionFile("alias", "version: 1.4.0\ntitle: *t", """
            content/versions/1.4.0.md:3:8: error: aliases ('*name') are not supported
              hint: repeat the value instead
            """),
        .versionFile("tag", "version: !!str 1.4", """
            content/versions/1.4.0.md:2:10: error: tags ('!!str', '!name') are not supported
              hint: remove the tag; quote a value to keep it as text
            """),
        .file("second document", "notesite.yml", "title: A\n---\ntitle: B\n", as: LenientModel.self, """
            notesite.yml:2:1: error: only one YAML document is allowed
              hint: remove the '---' line that starts a second document, and what follows it
            """),
        .file("list as a key", "notesite.yml", "[a, b]: 1\n", as: LenientModel.self, """
            notesite.yml:1:1: error: a key must be text, not a list or mapping
              hint: write the key as plain text before the ':'
            """),
    ]

    static let types: [ErrorCase] = [
        .versionFile("list for a string", "version: 1.4.0\ntitle:\n  - a", """
            content/versions/1.4.0.md:4:3: error: expected a string for 'title', found a list
              hint: quote the value to keep it as text
            """),
        .versionFile("word for a boolean", "version: 1.4.0\ndraft: maybe", """
            content/versions/1.4.0.md:3:8: error: expected true or false for 'draft', found "maybe"
              hint: write true or false
            """),
        .versionFile("yes for a boolean", "version: 1.4.0\ndraft: yes", """
            content/versions/1.4.0.md:3:8: error: expected true or false for 'draft', found "yes"
              hint: write true or false
            """),
        .versionFile("quoted boolean", "version: 1.4.0\ndraft: \"true\"", """
            content/versions/1.4.0.md:3:8: error: expected true or false for 'draft', found "true"
              hint: remove the quotes: quoted values are always text
            """),
        .versionFile("word for a number", "version: 1.4.0\npaging:\n  perPage: ten", """
            content/versions/1.4.0.md:4:12: error: expected a whole number for 'paging.perPage', found "ten"
            """),
        .versionFile("fraction for a whole number", "version: 1.4.0\npaging: {perPage: 2.5}", """
            content/versions/1.4.0.md:3:19: error: expected a whole number for 'paging.perPage', found "2.5"
            """),
        .versionFile("empty value for a string", "version: 1.4.0\nfeatures:\n  - title:", """
            content/versions/1.4.0.md:4:11: error: expected a string for 'features[0].title', found no value
              hint: write the text after the key
            """),
        .versionFile("value for a mapping", "version: 1.4.0\npaging: 10", """
            content/versions/1.4.0.md:3:9: error: expected a mapping for 'paging', found "10"
            """),
        .versionFile("misspelt choice", "version: 1.4.0\nwidget:\n  selection: fallbak", """
            content/versions/1.4.0.md:4:14: error: expected one of fallback, exact, cumulative for 'widget.selection', found "fallbak"
              hint: did you mean 'fallback'?
            """),
        .file("list at the top level", "notesite.yml", "- a\n- b\n", as: LenientModel.self, """
            notesite.yml:1:1: error: expected a mapping, found a list
            """),
        .file("number out of range", "t.yml", "value: 300", as: Box<UInt8>.self, """
            t.yml:1:8: error: expected a whole number from 0 to 255 for 'value', found "300"
            """),
        .file("too few list items", "t.yml", "value: [1]", as: Box<Pair>.self, """
            t.yml:1:8: error: expected at least 2 items for 'value', found only 1
            """),
    ]

    static let keys: [ErrorCase] = [
        .versionFile("missing key at the top level", "title: Hi", """
            content/versions/1.4.0.md:2:1: error: missing required key 'version'
              hint: add 'version: …' here
            """),
        .versionFile("missing key in a list item", "version: 1.4.0\nfeatures:\n  - icon: star\n    subtitle: x", """
            content/versions/1.4.0.md:4:5: error: missing required key 'features[0].title'
              hint: add 'title: …' here
            """),
        .versionFile("unknown key at the top level", "version: 1.4.0\ntitel: Hi", """
            content/versions/1.4.0.md:3:1: error: unknown key 'titel' at the top level
              hint: did you mean 'title'?
            """),
        .versionFile("unknown key in a list item", "version: 1.4.0\nfeatures:\n  - title: A\n  - title: B\n    subtile: C", """
            content/versions/1.4.0.md:6:5: error: unknown key 'subtile' in 'features[1]'
              hint: did you mean 'subtitle'?
            """),
        .versionFile("unknown key without a near match", "version: 1.4.0\npaging:\n  zzz: 1", """
            content/versions/1.4.0.md:4:3: error: unknown key 'zzz' in 'paging'
              hint: known keys: perPage
            content/versions/1.4.0.md:4:3: error: missing required key 'paging.perPage'
              hint: add 'perPage: …' here
            """),
        .versionFile("duplicate key at the top level", "version: 1.4.0\ntitle: A\ntitle: B", """
            content/versions/1.4.0.md:4:1: error: duplicate key 'title' (first given at line 3)
              hint: keep one of them
            """),
        .versionFile("duplicate key in a list item", "version: 1.4.0\nfeatures:\n  - title: A\n  - title: B\n    icon: x\n    title: C", """
            content/versions/1.4.0.md:7:5: error: duplicate key 'features[1].title' (first given at line 5)
              hint: keep one of them
            """),
    ]

    static let semantic: [ErrorCase] = [
        .versionFile("model rejects a value while decoding", "version: 1.4.0\nwidget:\n  color: red", """
            content/versions/1.4.0.md:4:10: error: 'widget.color' must be a CSS color, found "red"
              hint: write a color like #ff8800
            """),
        ErrorCase(name: "model rejects a located value after decoding", source: "---\nversion:  1.4.x\n---\n", decode: {
            let version = try VersionFile.decode($0).version
            throw version.error("'version' must be a semantic version, found \"\(version.value)\"",
                                hint: "write it as 1.4.0, 1.4 or v1.4.0", path: VersionFile.path)
        }, expected: """
            content/versions/1.4.0.md:2:11: error: 'version' must be a semantic version, found "1.4.x"
              hint: write it as 1.4.0, 1.4 or v1.4.0
            """),
    ]

    @Test("syntax errors in plain words, at libyaml's position", arguments: syntax)
    func syntaxErrors(_ test: ErrorCase) { check(test) }

    @Test("unsupported YAML features are refused clearly", arguments: unsupported)
    func unsupportedFeatures(_ test: ErrorCase) { check(test) }

    @Test("type mismatches name the key path, the expectation and what was found", arguments: types)
    func typeMismatches(_ test: ErrorCase) { check(test) }

    @Test("missing, unknown and duplicate keys", arguments: keys)
    func keyErrors(_ test: ErrorCase) { check(test) }

    @Test("models report their own errors at the value", arguments: semantic)
    func semanticErrors(_ test: ErrorCase) { check(test) }

    private func check(_ test: ErrorCase) {
        #expect(errorText { try test.decode(test.source) } == test.expected)
    }
}

/// Two numbers read from a list, to exercise a list that runs out.
struct Pair: Decodable {
    var first: Int
    var second: Int

    init(from decoder: any Decoder) throws {
        var items = try decoder.unkeyedContainer()
        first = try items.decode(Int.self)
        second = try items.decode(Int.self)
    }
}
