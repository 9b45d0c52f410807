import Foundation

/// The hidden files notesite keeps beside an output folder (SPEC §10), all
/// named `.<output>.notesite-…` so that one glob finds them.
struct OutputSiblings: Sendable {
    /// The output folder itself, symlinks resolved.
    let output: String
    /// Held while a build or `clean` works on the output.
    let lock: String
    /// The next build's folder: while a build runs, what it writes; between
    /// builds, the previous output, kept as the next build's back buffer.
    let staging: String
    /// What every file of the output and of the back buffer was made of.
    let state: String
    /// What the last build parsed and what each of its files was made from
    /// (`SavedMemory`).
    let memory: String
    /// How the user would name the output and each sibling.
    let display: Display

    struct Display: Sendable {
        let output: String
        let staging: String
    }

    init(output: String, displayPath: String) {
        self.output = output
        let parent = (output as NSString).deletingLastPathComponent
        let prefix = (parent.isEmpty ? "" : parent == "/" ? "/" : parent + "/") + "." + (output as NSString).lastPathComponent + ".notesite-"
        lock = prefix + "lock"
        staging = prefix + "staging"
        state = prefix + "state"
        memory = prefix + "memory"
        display = Display(output: displayPath, staging: Self.sibling(of: displayPath, named: (output as NSString).lastPathComponent, "staging"))
    }

    /// Where a folder goes on its way to removal, so that nothing else
    /// writes into it meanwhile.
    var trash: String { (staging as NSString).deletingLastPathComponent + "/." + (output as NSString).lastPathComponent + ".notesite-trash" }

    /// `_site` -> `._site.notesite-staging`, `site/_site/` -> `site/._site.notesite-staging`.
    static func sibling(of displayPath: String, named name: String, _ suffix: String) -> String {
        var path = displayPath
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let parent = (path as NSString).deletingLastPathComponent
        let file = ".\(name).notesite-\(suffix)"
        return parent.isEmpty ? file : (parent == "/" ? "/" + file : parent + "/" + file)
    }
}
