import NoteSiteSupport
/// What a build keeps beside its output for the next build (docs/builds.md).
/// The commit writes it while it prunes the output, and the state written
/// after the exchange names it by its token: a build killed in between
/// leaves a memory that no state names, which the next build ignores.
package protocol OutputMemory: Sendable {
    /// Writes the memory at `path` through a temporary name; false when it
    /// could not. `stamp` gives the stamp of an output file as written.
    func save(token: String, to path: String, stamp: (String) -> FileStamp?) -> Bool
}

extension StagingOutput {
    /// A token no earlier memory has had.
    static func newMemoryToken() -> String {
        String(UInt64.random(in: 1...UInt64.max), radix: 16) + String(UInt64.random(in: 1...UInt64.max), radix: 16)
    }
}
