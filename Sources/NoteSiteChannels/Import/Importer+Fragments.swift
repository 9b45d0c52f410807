import Foundation
import NoteSiteDiagnostics
import NoteSiteContent

extension Importer {
    /// The fragment files that an import would write over: a fragment's name
    /// depends on the source alone, so an import done twice finds them.
    func existingFragments(_ fragments: [(draft: FragmentDraft, line: Int)]) -> [Diagnostic] {
        guard !options.force else { return [] }
        let folder = site.content.appendingPathComponent(Fragment.folder)
        return zip(fragments, Self.fragmentNames(fragments)).compactMap { fragment, name in
            let line = fragment.line
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) else { return nil }
            return Diagnostic(path: site.display("content/\(Fragment.folder)/" + name),
                              message: "the file exists already (an unreleased change, \(source):\(line))",
                              hint: "remove it, or pass --force to write over it")
        }
    }

    /// Writes the fragments into `content/unreleased/`.
    func writeFragments(_ fragments: [(draft: FragmentDraft, line: Int)]) throws(ImportError) -> [(file: String, line: Int)] {
        guard !fragments.isEmpty else { return [] }
        let folder = site.content.appendingPathComponent(Fragment.folder)
        var written: [(file: String, line: Int)] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for ((draft, line), name) in zip(fragments, Self.fragmentNames(fragments)) {
                try Data(draft.fileText.utf8).write(to: folder.appendingPathComponent(name), options: .atomic)
                written.append(("content/\(Fragment.folder)/" + name, line))
            }
        } catch {
            throw ImportError(path: site.display("content/" + Fragment.folder),
                              message: "cannot write the change fragments: \(error.localizedDescription)")
        }
        return written
    }

    /// Names made from the place in the source's list, the type and the
    /// text: a release gathers fragments in file-name order, which is then
    /// the changelog's own.
    static func fragmentNames(_ fragments: [(draft: FragmentDraft, line: Int)]) -> [String] {
        let digits = String(fragments.count).count
        return fragments.enumerated().map { index, fragment in
            let place = String(repeating: "0", count: digits - String(index + 1).count) + String(index + 1)
            return place + "-" + FragmentDraft.fileName(for: fragment.draft.text, salt: "import " + fragment.draft.kind.rawValue)
        }
    }
}
