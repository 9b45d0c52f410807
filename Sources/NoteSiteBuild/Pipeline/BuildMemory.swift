import NoteSiteSupport
import NoteSiteOutput
import NoteSiteContent
/// What one build in a long-running process (`serve`) leaves for the next:
/// the version files it parsed and what each output file was made from.
/// Pass the same memory to every build of one site, with an output that can
/// reuse the previous build's files (`MemoryOutput`), and a rebuild parses
/// only the files that changed and makes only the files whose inputs changed.
/// A build whose context cannot be trusted (links, unreadable folders) or
/// has just changed simply does all the work.
public final class BuildMemory: Sendable {
    let parsed = ParsedVersions()
    let render = RenderMemory()
    let checkedLinks = CheckedLinks()
    /// The saved memory this one was read from, which its releases'
    /// rests point into (`SavedRelease`).
    let file: SavedMemoryFile?

    public init() {
        file = nil
    }

    private init(file: SavedMemoryFile?) {
        self.file = file
    }

    /// A memory for `SavedMemory`, which keeps no notes.json lines.
    static func saved(from file: SavedMemoryFile? = nil) -> BuildMemory {
        let memory = BuildMemory(file: file)
        memory.render.keepsNotesLines = false
        return memory
    }

    /// Version files the last build took from memory instead of parsing.
    public var reusedVersions: Int { parsed.reused }
    /// Output files the last build took from the previous output instead of making.
    public var reusedFiles: Int { render.reusedFiles }
}

extension BuildMemory: OutputMemory {
    package func save(token: String, to path: String, stamp: (String) -> FileStamp?) -> Bool {
        SavedMemory.save(self, token: token, to: path, stamp: stamp)
    }
}
