/// Escaping for text placed into HTML or XML by Swift code (not templates):
/// the same five characters Mustache's `{{name}}` escapes.
package enum HTMLText {
    package static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        HTMLEscaping.append(s, to: &out)
        return out
    }
}
