import NoteSiteDiagnostics
/// A set of named templates, parsed once, whose fixed partial and parent
/// names all resolve within the set.
public struct TemplateLibrary: PartialProvider, Sendable {
    private let templates: [String: Template]
    /// Names this library's copies on each rendering thread (`TemplateReplicas`).
    private let identity = TemplateReplicas.Identity()
    /// The most nodes one `render` may visit before it throws.
    public var stepLimit = Template.maximumSteps

    /// Parses every source (name -> template text) and checks that each
    /// `{{>name}}` and `{{<name}}` with a fixed name finds its template.
    /// `sourcePaths` (name -> file path) makes errors name files. Throws the
    /// first problem, in name order; `problems(in:sourcePaths:)` lists all.
    public init(sources: [String: String], sourcePaths: [String: String] = [:]) throws(MustacheError) {
        var templates: [String: Template] = [:]
        for name in sources.keys.sorted() {
            templates[name] = try Template(parsing: sources[name] ?? "", name: name, path: sourcePaths[name])
        }
        self.templates = templates
        if let first = Self.missingReferences(in: templates).first { throw first }
    }

    /// A library of templates parsed elsewhere, checked the same way.
    public init(templates: [Template]) throws(MustacheError) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        if let first = Self.missingReferences(in: self.templates).first { throw first }
    }

    /// Every problem in `sources`: parse errors and unresolved names, in name order.
    public static func problems(in sources: [String: String], sourcePaths: [String: String] = [:]) -> [MustacheError] {
        var parsed: [String: Template] = [:]
        var problems: [MustacheError] = []
        for name in sources.keys.sorted() {
            do {
                parsed[name] = try Template(parsing: sources[name] ?? "", name: name, path: sourcePaths[name])
            } catch {
                problems.append(error)
            }
        }
        let names = Set(sources.keys)
        return problems + missingReferences(in: parsed, known: names)
    }

    /// The names of all templates, sorted.
    public var names: [String] { templates.keys.sorted() }

    public func template(named name: String) -> Template? { templates[name] }

    /// Renders the template called `name`, its partials taken from this library.
    public func render(_ name: String, _ context: MustacheValue) throws(MustacheError) -> String {
        let templates = TemplateReplicas.local(templates, of: identity)
        guard let template = templates[name] else {
            throw MustacheError(path: name, reason: .unknownTemplate(
                name: name, suggestion: Suggestion.closest(to: name, among: names)))
        }
        return try template.checkedRender(context, partials: templates, stepLimit: stepLimit)
    }

    /// This library with `overrides` (name -> template text) replacing or
    /// adding templates of the same name, as a site's own templates replace
    /// built-in ones; checked again as a whole.
    public func merging(_ overrides: [String: String], sourcePaths: [String: String] = [:]) throws(MustacheError)
        -> TemplateLibrary
    {
        var merged = templates
        for name in overrides.keys.sorted() {
            merged[name] = try Template(parsing: overrides[name] ?? "", name: name, path: sourcePaths[name])
        }
        return try TemplateLibrary(templates: Array(merged.values))
    }

    /// Fixed partial and parent names that no template answers to.
    private static func missingReferences(
        in templates: [String: Template], known: Set<String>? = nil
    ) -> [MustacheError] {
        let known = known ?? Set(templates.keys)
        var problems: [MustacheError] = []
        for name in templates.keys.sorted() {
            guard let template = templates[name] else { continue }
            for reference in template.references where !known.contains(reference.name) {
                let suggestion = Suggestion.closest(to: reference.name, among: known.sorted())
                let reason: MustacheError.Reason = reference.isParent
                    ? .missingParent(name: reference.name, suggestion: suggestion)
                    : .missingPartial(name: reference.name, suggestion: suggestion)
                problems.append(MustacheError(
                    path: template.path, line: reference.line, column: reference.column, reason: reason))
            }
        }
        return problems
    }
}
