import Foundation
import NoteSiteSupport

/// The hidden files notesite keeps beside an output folder (docs/builds.md), all
/// named `.<output>.notesite-…` so that one glob finds them.
package struct OutputSiblings: Sendable {
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
    package let memory: String
    /// How the user would name the output and each sibling.
    let display: Display

    struct Display: Sendable {
        let output: String
        let staging: String
    }

    init(output: String, displayPath: String) {
        self.output = output
        let parent = PathText.parent(of: output)
        let prefix = (parent.isEmpty ? "" : parent == "/" ? "/" : parent + "/") + "." + PathText.lastComponent(of: output) + ".notesite-"
        lock = prefix + "lock"
        staging = prefix + "staging"
        state = prefix + "state"
        memory = prefix + "memory"
        display = Display(output: displayPath, staging: Self.sibling(of: displayPath, named: PathText.lastComponent(of: output), "staging"))
    }

    /// Where a folder goes on its way to removal, so that nothing else
    /// writes into it meanwhile.
    var trash: String { PathText.parent(of: staging) + "/." + PathText.lastComponent(of: output) + ".notesite-trash" }

    /// `_site` -> `._site.notesite-staging`, `site/_site/` -> `site/._site.notesite-staging`.
    static func sibling(of displayPath: String, named name: String, _ suffix: String) -> String {
        let parent = PathText.parent(of: displayPath)
        let file = ".\(name).notesite-\(suffix)"
        return parent.isEmpty ? file : (parent == "/" ? "/" + file : parent + "/" + file)
    }
}
