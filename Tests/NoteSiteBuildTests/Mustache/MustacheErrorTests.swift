import Testing
@testable import NoteSiteBuild
@testable import NoteSiteMustache

/// A malformed template and the whole diagnostic it must produce.
struct MalformedTemplate: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let source: String
    let diagnostic: String
}

@Suite struct MustacheErrorTests {
    static let cases: [MalformedTemplate] = [
        MalformedTemplate(
            testDescription: "unclosed section", source: "<ul>\n  {{#features}}\n    <li>{{title}}</li>\n",
            diagnostic: """
                templates/page.mustache:2:3: error: section 'features' is never closed
                  hint: add {{/features}} after its content
                """),
        MalformedTemplate(
            testDescription: "unclosed inverted section", source: "é{{^items}}none",
            diagnostic: """
                templates/page.mustache:1:2: error: inverted section 'items' is never closed
                  hint: add {{/items}} after its content
                """),
        MalformedTemplate(
            testDescription: "unclosed section under changed delimiters", source: "{{=<% %>=}}\n<%#a%>",
            diagnostic: """
                templates/page.mustache:2:1: error: section 'a' is never closed
                  hint: add <%/a%> after its content
                """),
        MalformedTemplate(
            testDescription: "unclosed parent", source: "{{<layout}}{{$body}}x{{/body}}",
            diagnostic: """
                templates/page.mustache:1:1: error: parent 'layout' is never closed
                  hint: add {{/layout}} after its content
                """),
        MalformedTemplate(
            testDescription: "mismatched closing tag", source: "{{#a}}\n  {{#b}}x{{/a}}",
            diagnostic: """
                templates/page.mustache:2:10: error: found {{/a}} but the open section is 'b'
                  hint: close 'b' with {{/b}} before closing 'a'
                """),
        MalformedTemplate(
            testDescription: "closing tag with nothing open", source: "x{{/a}}",
            diagnostic: """
                templates/page.mustache:1:2: error: found {{/a}} but no section is open
                  hint: remove it, or open the section with {{#a}}
                """),
        MalformedTemplate(
            testDescription: "delimiter change with one delimiter", source: "{{= a =}}",
            diagnostic: """
                templates/page.mustache:1:1: error: '{{= a =}}' is not a valid delimiter change
                  hint: write two delimiters separated by a space, without '=', e.g. {{=<% %>=}}
                """),
        MalformedTemplate(
            testDescription: "delimiter change with three delimiters", source: "ok\n{{=<% %> x=}}",
            diagnostic: """
                templates/page.mustache:2:1: error: '{{=<% %> x=}}' is not a valid delimiter change
                  hint: write two delimiters separated by a space, without '=', e.g. {{=<% %>=}}
                """),
        MalformedTemplate(
            testDescription: "unclosed tag", source: "a\n  {{title",
            diagnostic: """
                templates/page.mustache:2:3: error: tag opened with '{{' is never closed
                  hint: add '}}' to close it
                """),
        MalformedTemplate(
            testDescription: "unclosed triple mustache", source: "{{{title}}",
            diagnostic: """
                templates/page.mustache:1:1: error: tag opened with '{{{' is never closed
                  hint: add '}}}' to close it
                """),
        MalformedTemplate(
            testDescription: "empty variable tag", source: "{{ }}",
            diagnostic: """
                templates/page.mustache:1:1: error: '{{ }}' has no name
                  hint: write a name between the delimiters, e.g. {{title}}
                """),
        MalformedTemplate(
            testDescription: "empty section tag", source: "{{#}}{{/}}",
            diagnostic: """
                templates/page.mustache:1:1: error: '{{#}}' has no name
                  hint: write a name between the delimiters, e.g. {{title}}
                """),
    ]

    @Test("reports malformed templates with location, message and hint", arguments: cases)
    func reports(_ malformed: MalformedTemplate) throws {
        let error = try #require(throws: MustacheError.self) {
            try Template(parsing: malformed.source, name: "page", path: "templates/page.mustache")
        }
        #expect(error.diagnostic.text == malformed.diagnostic)
    }

    @Test("names the template when no path is given")
    func nameAsPath() throws {
        let error = try #require(throws: MustacheError.self) { try Template(parsing: "{{#a}}", name: "page") }
        #expect(error.diagnostic.text == "page:1:1: error: section 'a' is never closed\n  hint: add {{/a}} after its content")
    }
}
