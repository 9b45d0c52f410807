/// A section, parent or block whose closing tag the parser has not reached yet.
struct ParseFrame {
    enum Kind {
        case root
        case section(VariablePath, inverted: Bool)
        /// `{{<name}}`: only the blocks inside count, other content is dropped.
        case parent(TemplateTarget)
        /// A block directly inside a parent: an argument that overrides the parent's block.
        case argument
        /// A block anywhere else: a place the template lets others fill.
        case block(BlockPlacement)
    }

    /// How a block that is not an argument sits in its line, which decides
    /// how its content is indented where it is expanded.
    enum BlockPlacement {
        /// Opening tag alone on its line: content indented by its own first line's indentation.
        case standalone(indent: String)
        /// Only whitespace before the tag; decided at the closing tag.
        case pending(HeldIndentation)
        /// Text before the tag on its line: content continues that line.
        case inline
    }

    let kind: Kind
    /// The tag's content as written, which the closing tag must repeat.
    let name: String
    /// Where the opening tag starts, for errors.
    let tagStart: Int
    /// How many leading blanks each line of this content loses: a block's own
    /// indentation, removed where it is written and added where it is expanded.
    let strip: Int
    var nodes: [TemplateNode] = []
    var arguments: [String: [TemplateNode]] = [:]
    /// Whitespace before a parent tag, which becomes its indentation when the
    /// parent's closing tag ends its line.
    var held: HeldIndentation?
}

/// Whitespace kept aside until a closing tag decides whether it is indentation
/// or text.
struct HeldIndentation {
    let whitespace: String
    /// Whether a line-start marker was due before the whitespace.
    let atLineStart: Bool
}
