internal import CCmark
#if canImport(Glibc)
internal import Glibc
#elseif canImport(Darwin)
internal import Darwin
#endif

/// One parsed cmark document, owned by this value and freed with it.
///
/// Non-copyable so that the tree has exactly one owner and `deinit` frees it
/// exactly once, without a class allocation per render.
struct CmarkDocument: ~Copyable {
    /// The `cmark_node *` of the document root.
    let root: OpaquePointer

    /// Parses UTF-8 Markdown; `nil` only if cmark could not allocate a tree.
    init?(parsing bytes: UnsafeBufferPointer<UInt8>, smartPunctuation: Bool) {
        let options = smartPunctuation ? CMARK_OPT_SMART : CMARK_OPT_DEFAULT
        let parsed = bytes.withMemoryRebound(to: CChar.self) { chars -> OpaquePointer? in
            // An empty buffer may have no base address; cmark still wants a pointer.
            guard let base = chars.baseAddress else { return cmark_parse_document("", 0, options) }
            return cmark_parse_document(base, chars.count, options)
        }
        guard let parsed else { return nil }
        root = parsed
    }

    deinit { cmark_node_free(root) }

    /// Renders the tree and hands the HTML bytes to `body` before freeing them.
    func withHTML<Result>(unsafeHTML: Bool, hardBreaks: Bool = false, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let options = (unsafeHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT) | (hardBreaks ? CMARK_OPT_HARDBREAKS : 0)
        guard let rendered = cmark_render_html(root, options) else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        // cmark allocated the string with its own allocator: release it the same way.
        defer { cmark_get_default_mem_allocator().pointee.free(rendered) }
        return rendered.withMemoryRebound(to: UInt8.self, capacity: 1) { start in
            body(UnsafeBufferPointer(start: start, count: byteCount(of: rendered)))
        }
    }
}

/// The length of a NUL-terminated string that cmark returned.
func byteCount(of string: UnsafePointer<CChar>) -> Int {
    strlen(string)
}
