import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

extension ContentFiles {
    /// The files below a folder and the problems met on the way.
    struct Listing {
        /// Paths relative to the folder, in byte order.
        var files: [String] = []
        var problems: [Diagnostic] = []
    }

    /// Every file below `folder` (named `display` in messages), walked with a
    /// list of folders still to visit rather than by recursion. Links that stay
    /// inside the site are followed, each folder once; a link leading outside,
    /// an unreadable folder or a named pipe is reported, never skipped in
    /// silence. An absent folder has no files.
    /// `noun` names one file ("asset"), `home` the folder to copy files into.
    func files(below folder: URL, display: String, noun: String, home: String) -> Listing {
        var listing = Listing()
        var pending: [String] = [""]
        var visited: Set<String> = []
        if let real = Self.realPath(folder.path) { visited.insert(real) }
        while let relative = pending.popLast() {
            let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            let shown = relative.isEmpty ? display : display + "/" + relative
            let names: [String]
            do {
                guard let listed = try list(url, display: shown) else { continue }
                names = listed
            } catch {
                listing.problems.append(error)
                continue
            }
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                let entryURL = url.appendingPathComponent(name)
                let entryShown = display + "/" + path
                do throws(Diagnostic) {
                    let linked = Self.isSymbolicLink(entryURL)
                    switch try entry(at: entryURL, display: entryShown) {
                    case .absent:
                        continue
                    case .special:
                        throw Diagnostic(path: entryShown, message: "this is not a regular file (a named pipe, socket or device)",
                                         hint: "replace it with a regular file, or remove it")
                    case .file:
                        if linked { try requireInside(entryURL, display: entryShown, what: "the \(noun)", into: home) }
                        listing.files.append(path)
                    case .folder:
                        if linked { try requireInside(entryURL, display: entryShown, what: "the folder", into: home) }
                        // A link back to a folder already walked would loop.
                        guard let real = Self.realPath(entryURL.path), visited.insert(real).inserted else { continue }
                        pending.append(path)
                    }
                } catch {
                    listing.problems.append(error)
                }
            }
        }
        listing.files.sort { $0.precedesInByteOrder($1) }
        return listing
    }
}
