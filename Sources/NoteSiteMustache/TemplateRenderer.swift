/// Walks parsed nodes against a context stack, writing into one growing string.
struct TemplateRenderer {
    /// Partials may include themselves; past this depth they render nothing.
    static let maximumDepth = 100
    /// A template that includes itself twice doubles its work at every level,
    /// so the depth cap alone would allow 2^100 expansions. Past this many
    /// expansions of a template that is already being expanded, partials
    /// render nothing; recursion over data (nested lists) needs one per item.
    static let maximumRecursiveExpansions = 10_000
    /// The most nodes one render may visit. Partials that each include the
    /// next several times multiply their work without recursing (ten levels
    /// of ten make 10^10), so the total is bounded, not only the depth. A
    /// page of 100,000 versions takes a few million.
    static let maximumSteps = 10_000_000

    var output = ""
    /// The context stack, innermost last.
    var stack: [MustacheValue]
    let partials: any PartialProvider
    /// The partials being expanded, innermost last (a few at most, so a list
    /// is quicker to search than a table is to hash).
    var expanding: [String] = []
    var recursiveExpansions = 0
    /// Nodes visited so far, against `stepLimit`.
    var steps = 0
    let stepLimit: Int
    /// The partials being expanded when the limit was reached, outermost
    /// first, once it was.
    var exhaustedIn: [String]?

    init(context: MustacheValue, partials: any PartialProvider, capacity: Int, stepLimit: Int = maximumSteps) {
        self.stepLimit = stepLimit
        stack = [context]
        self.partials = partials
        output.reserveCapacity(capacity)
    }

    /// Renders `nodes`; `indent` goes at every line start, except the first
    /// one when the content continues a line that is already under way.
    mutating func render(
        _ nodes: [TemplateNode], indent: String, blocks: [String: [TemplateNode]], continuingLine: Bool = false
    ) {
        for index in nodes.indices {
            steps += 1
            guard steps <= stepLimit else {
                if exhaustedIn == nil { exhaustedIn = expanding }
                return
            }
            switch nodes[index] {
            case .text(let text):
                if indent.isEmpty { output += text } else { appendIndented(text, indent) }
            case .lineStart:
                if !indent.isEmpty && !(continuingLine && index == 0) { output += indent }
            case .variable(let path, let escaped):
                guard let value = lookup(path) else { continue }
                if case .string(let text) = value {
                    if escaped { HTMLEscaping.append(text, to: &output) } else { output += text }
                } else {
                    output += value.interpolatedText
                }
            case .section(let path, let children, let inverted):
                renderSection(lookup(path) ?? .null, children, inverted: inverted, indent: indent, blocks: blocks)
            case .partial(let target, let partialIndent):
                renderPartial(target, arguments: [:], indent: partialIndent.map { indent + $0 } ?? "", blocks: blocks)
            case .parent(let target, let arguments, let parentIndent):
                renderPartial(target, arguments: arguments, indent: parentIndent.map { indent + $0 } ?? "", blocks: blocks)
            case .block(let name, let defaults, let blockIndent):
                // Inside the content that fills a block, a block of the same
                // name shows its own default: filling it again would never end.
                var inner = blocks
                let content = inner.removeValue(forKey: name) ?? defaults
                if let blockIndent {
                    render(content, indent: indent + blockIndent, blocks: inner)
                } else {
                    render(content, indent: indent, blocks: inner, continuingLine: true)
                }
            }
        }
    }

    private mutating func renderSection(
        _ value: MustacheValue, _ children: [TemplateNode], inverted: Bool, indent: String,
        blocks: [String: [TemplateNode]]
    ) {
        if inverted {
            if !value.isTruthy { render(children, indent: indent, blocks: blocks) }
            return
        }
        if case .list(let items) = value {
            for item in items {
                stack.append(item)
                render(children, indent: indent, blocks: blocks)
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            render(children, indent: indent, blocks: blocks)
            stack.removeLast()
        }
    }

    /// Expands a partial or parent. The parent's own arguments yield to
    /// blocks passed from further out, so the outermost template wins.
    private mutating func renderPartial(
        _ target: TemplateTarget, arguments: [String: [TemplateNode]], indent: String,
        blocks: [String: [TemplateNode]]
    ) {
        guard expanding.count < Self.maximumDepth, let name = resolve(target),
            let template = partials.template(named: name)
        else { return }
        if expanding.contains(name) {
            guard recursiveExpansions < Self.maximumRecursiveExpansions else { return }
            recursiveExpansions += 1
        }
        expanding.append(name)
        defer { expanding.removeLast() }
        var merged = blocks
        if !arguments.isEmpty {
            merged = arguments
            for (name, content) in blocks { merged[name] = content }
        }
        render(template.nodes, indent: indent, blocks: merged)
    }

    private func resolve(_ target: TemplateTarget) -> String? {
        switch target {
        case .named(let name): name
        case .dynamic(let path): lookup(path).map(\.interpolatedText)
        }
    }

    /// Finds the first name on the stack, then follows the dotted parts inside it.
    /// The frames are read in place, innermost first: every variable of
    /// every page is looked up this way, and a copy of each frame it
    /// passes retained and released it.
    func lookup(_ path: VariablePath) -> MustacheValue? {
        guard let first = path.parts.first else { return stack.last }
        var k = stack.count - 1
        while k >= 0 {
            if case .object(let fields) = stack[k], let value = fields[first] {
                return path.parts.count == 1 ? value : Self.follow(path.parts.dropFirst(), in: value)
            }
            k -= 1
        }
        return nil
    }

    private static func follow(_ parts: ArraySlice<String>, in found: MustacheValue) -> MustacheValue? {
        var value = found
        for part in parts {
            guard case .object(let fields) = value, let next = fields[part] else { return nil }
            value = next
        }
        return value
    }

    /// Writes `text`, putting `indent` after each newline that more text follows.
    private mutating func appendIndented(_ text: String, _ indent: String) {
        let utf8 = text.utf8
        var segmentStart = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if utf8[index] == UInt8(ascii: "\n"), next < utf8.endIndex {
                output += text[segmentStart..<next]
                output += indent
                segmentStart = next
            }
            index = next
        }
        output += text[segmentStart..<utf8.endIndex]
    }
}
