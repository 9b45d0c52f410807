import Foundation
import NoteSiteBuild
import NoteSiteContent
import NoteSiteDiagnostics
import NoteSiteMustache
import NoteSiteSourceData
import NoteSiteSupport

// Arbitrary text as a site's own template: parsed on its own and as part of
// a small library (so partials, parents, blocks and name checks run), then
// rendered against a fixed context that holds every kind of value, twice to
// check that rendering is repeatable.

/// Templates the input may name: a partial, a parent with blocks, and the
/// input itself under `fuzz` (templates may include themselves).
private let helpers = [
    "item": "{{#items}}<li>{{name}}{{^last}}, {{/last}}</li>\n{{/items}}",
    "frame": "<main>{{$title}}Untitled{{/title}}\n  {{$body}}{{/body}}\n</main>\n",
]

/// The helpers, parsed once; they are fixed and valid.
private let helperTemplates = helpers.compactMapValues { try? Template(parsing: $0, name: "helper") }

/// Every kind of value, nested, with text that needs escaping.
private let context: MustacheValue = [
    "title": "Tom & Jerry's <b>\"1.4\"</b>",
    "count": 3,
    "zero": 0,
    "ratio": 2.5,
    "yes": true,
    "no": false,
    "nothing": nil,
    "empty": [],
    "blank": "",
    "name": "fuzz",
    "items": [["name": "first", "last": false], ["name": "second", "last": true]],
    "site": ["title": "Notes", "language": "en", "labels": ["whatsNew": "What's New"]],
    "page": ["root": "../", "title": "Page", "canonical": nil],
]

/// Steps one render may take here (builds allow `Template.maximumSteps`).
private let stepBudget = 20_000

/// Entry point called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = source.utf8.count { $0 == UInt8(ascii: "\n") } + 1
    do {
        let template = try Template(parsing: source, name: "fuzz", path: "templates/fuzz.mustache")
        var partials = helperTemplates
        partials["fuzz"] = template
        // The renderer as builds use it, with a smaller budget: templates
        // that include themselves would otherwise take seconds each and
        // leave the fuzzer at a few inputs a second. The full budget has
        // unit tests of its own.
        let first = try template.checkedRender(context, partials: partials, stepLimit: stepBudget)
        check(first == (try? template.checkedRender(context, partials: partials, stepLimit: stepBudget)),
              "two renderings of one template differ")
    } catch {
        report(error, lines: lines)
    }
    for problem in TemplateLibrary.problems(in: helpers.merging(["fuzz": source]) { _, input in input }) {
        report(problem, lines: lines)
    }
    return 0
}

/// Words the error as the command line would; a parse error must point into the input.
private func report(_ error: MustacheError, lines: Int) {
    let diagnostic = error.diagnostic
    _ = diagnostic.text
    guard diagnostic.path == "templates/fuzz.mustache" || diagnostic.path == "fuzz" else { return }
    if let line = diagnostic.line {
        check(line >= 1 && line <= lines, "error at line \(line) of a \(lines)-line template: \(diagnostic.text)")
    }
    if let column = diagnostic.column { check(column >= 1, "error at column \(column): \(diagnostic.text)") }
}

/// A broken invariant is a finding: abort so libFuzzer saves the input.
private func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard !condition() else { return }
    FileHandle.standardError.write(Data("fuzz-mustache: \(message())\n".utf8))
    abort()
}
