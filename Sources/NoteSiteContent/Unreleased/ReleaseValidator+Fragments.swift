import Foundation
import NoteSiteDiagnostics
import NoteSiteSourceData

extension ReleaseValidator {
    /// Turns a fragment's front matter and body into a `Fragment`, with
    /// every problem found.
    func validateFragment(_ source: FragmentSource, body: String, bodyLine: Int, name: String,
                          path: String) -> (Fragment?, [Diagnostic]) {
        var check = Check(validator: self, path: path)
        let fragment = check.fragment(from: source, body: body, bodyLine: bodyLine, name: name)
        check.reportOmittedInline()
        return (check.problems.contains { $0.severity == .error } ? nil : fragment, check.problems)
    }

    /// A translation's text, rendered like the original's.
    func validateFragmentText(_ body: String, bodyLine: Int, path: String) -> (InlineText?, [Diagnostic]) {
        var check = Check(validator: self, path: path)
        let text = check.fragmentText(body, bodyLine: bodyLine)
        check.reportOmittedInline()
        return (check.problems.contains { $0.severity == .error } ? nil : text, check.problems)
    }
}

extension ReleaseValidator.Check {
    mutating func fragment(from s: FragmentSource, body: String, bodyLine: Int, name: String) -> Fragment? {
        let kind = ChangeKind(rawValue: s.type.value)
        if kind == nil {
            let names = ChangeKind.allCases.map(\.rawValue)
            fail(s.type, "'type' must be one of \(names.joined(separator: ", ")), found \"\(s.type.value)\"",
                 hint: Suggestion.closest(to: s.type.value, among: names).map { "did you mean '\($0)'?" }
                     ?? "write the type of change, e.g. type: fixed")
        }
        let labels = labels(s.labels)
        let platforms = platforms(s.platforms, key: "platforms")
        var feature: Feature?
        if let f = s.feature {
            feature = self.feature(FeatureSource(icon: f.icon, emoji: nil, image: nil, alt: nil, color: nil,
                                                 title: f.title, subtitle: f.subtitle), key: "feature")
        }
        let text = fragmentText(body, bodyLine: bodyLine)
        guard let kind, let text else { return nil }
        return Fragment(name: name, sourcePath: path, kind: kind, text: text, labels: labels, platforms: platforms,
                        feature: feature, bodyLine: Self.textLine(body, bodyLine: bodyLine))
    }

    /// The body as a change item; an empty body is an error.
    mutating func fragmentText(_ body: String, bodyLine: Int) -> InlineText? {
        let markdown = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !markdown.isEmpty else {
            problems.append(Diagnostic(path: path, line: bodyLine, column: 1, message: "the change has no text",
                                       hint: "write the change below the front matter, e.g. 'Fixed a crash when …'"))
            return nil
        }
        return item(Located(markdown, line: Self.textLine(body, bodyLine: bodyLine), column: 1))
    }

    /// The line of the body's first text, after the blank lines that follow the front matter.
    static func textLine(_ body: String, bodyLine: Int) -> Int {
        bodyLine + body.prefix { $0.isWhitespace }.filter { $0 == "\n" }.count
    }
}
