/// A Mustache template, parsed once and rendered any number of times.
public struct Template: Sendable {
    /// The name partial and parent tags use for this template.
    public let name: String
    /// Where the template came from (a file path), or its name; used in errors.
    public let path: String
    let nodes: [TemplateNode]
    /// The fixed partial and parent names the template uses, in source order.
    let references: [TemplateReference]
    /// The most nodes one checked render may visit (see `TemplateRenderer`).
    public static let maximumSteps = TemplateRenderer.maximumSteps

    /// A guess at the size of one rendering, so output is allocated once.
    let sizeHint: Int

    /// Parses `source`; errors name `path` when given, else `name`.
    public init(parsing source: String, name: String, path: String? = nil) throws(MustacheError) {
        var parser = TemplateParser(source: source, path: path ?? name)
        nodes = try parser.parse()
        references = parser.references
        self.name = name
        self.path = path ?? name
        sizeHint = source.utf8.count
    }

    init(name: String, path: String, nodes: [TemplateNode], references: [TemplateReference], sizeHint: Int) {
        self.name = name
        self.path = path
        self.nodes = nodes
        self.references = references
        self.sizeHint = sizeHint
    }

    /// Renders the template against `context`, resolving partials and parents
    /// through `partials`; a name it cannot resolve renders as nothing. A
    /// render past `maximumSteps` stops where it is; use
    /// `checkedRender` to learn that it did.
    public func render(_ context: MustacheValue, partials: some PartialProvider) -> String {
        var renderer = TemplateRenderer(context: context, partials: partials, capacity: sizeHint * 2)
        renderer.render(nodes, indent: "", blocks: [:])
        return renderer.output
    }

    /// Renders like `render(_:partials:)`, but throws, naming this template
    /// and the partials then being expanded, when the render would take more
    /// than `stepLimit` steps.
    public func checkedRender(_ context: MustacheValue, partials: some PartialProvider,
                              stepLimit: Int = Template.maximumSteps) throws(MustacheError) -> String {
        var renderer = TemplateRenderer(context: context, partials: partials, capacity: sizeHint * 2, stepLimit: stepLimit)
        renderer.render(nodes, indent: "", blocks: [:])
        if let chain = renderer.exhaustedIn {
            let names = chain.map { partials.template(named: $0)?.path ?? $0 }
            throw MustacheError(path: path, reason: .tooMuchWork(limit: stepLimit, partials: names))
        }
        return renderer.output
    }

    /// Renders the template against `context`, with no partials available.
    public func render(_ context: MustacheValue) -> String {
        render(context, partials: NoPartials())
    }
}
