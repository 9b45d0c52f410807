/// Where a build's files go. `check` passes none; `build` writes through a
/// staging folder (or, later, a back buffer); `serve` keeps them in memory.
/// Every method may be called from several threads at once.
public protocol SiteOutput: AnyObject, Sendable {
    /// Makes room for about `files` entries up front.
    func expect(files: Int)
    /// Writes `bytes` at `relativePath` (forward slashes, no leading slash).
    func write(_ bytes: [UInt8], to relativePath: String) throws(OutputError)
    /// Writes UTF-8 text.
    func write(_ text: String, to relativePath: String) throws(OutputError)
    /// Writes a file whose bytes arrive in pieces, never all held at once.
    func write(to relativePath: String, pieces produce: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws
    /// Keeps the previous build's files at `relativePaths` as they are;
    /// false when the output cannot (then the files are made and written).
    func reuse(_ relativePaths: [String]) -> Bool
}

extension SiteOutput {
    public func reuse(_ relativePaths: [String]) -> Bool { false }
}
