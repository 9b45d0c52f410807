/// Which link and image destinations are emptied before rendering.
enum LinkPolicy {
    /// cmark's own safe-mode rule: `javascript:`, `vbscript:`, `file:` and
    /// `data:` except `data:image/png|gif|jpeg|webp`.
    case safe
    /// With raw HTML allowed, only schemes that run script are removed
    /// (`javascript:`, `vbscript:`); `file:` and `data:` stay, as cmark keeps them.
    case scriptsOnly

    /// Whether `url` (UTF-8 bytes) must be removed. Case is ignored, and so are
    /// leading spaces and control characters, which browsers skip too.
    func rejects(_ url: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let start = url.firstIndex(where: { $0 > 0x20 }) else { return false }
        let rest = UnsafeBufferPointer(rebasing: url[start...])
        if Self.hasPrefix(rest, "javascript:") || Self.hasPrefix(rest, "vbscript:") { return true }
        guard self == .safe else { return false }
        if Self.hasPrefix(rest, "file:") { return true }
        guard Self.hasPrefix(rest, "data:") else { return false }
        return !Self.safeImageTypes.contains { Self.hasPrefix(rest, $0) }
    }

    private static let safeImageTypes: [StaticString] = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]

    /// ASCII case-insensitive prefix test; `prefix` is lowercase ASCII.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        for (index, byte) in expected.enumerated() {
            var actual = bytes[index]
            if actual >= 0x41 && actual <= 0x5A { actual += 0x20 }
            if actual != byte { return false }
        }
        return true
    }
}
