import Foundation
@testable import NoteSiteBuild
@testable import NoteSiteSupport
@testable import NoteSiteOutput

/// Every file below a folder with the SHA-256 of its bytes: what two outputs
/// are compared by.
struct TreeDigest: Equatable, CustomStringConvertible {
    /// relative path -> hex digest; folders end in `/` with an empty digest.
    var entries: [String: String]

    init(entries: [String: String]) {
        self.entries = entries
    }

    /// Reads the tree at `folder`; symlinks are recorded as `-> target`, never followed.
    init(at folder: URL) {
        var entries: [String: String] = [:]
        let fm = FileManager.default
        let enumerator = fm.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let path = folder.path + "/" + relative
            let attributes = (try? fm.attributesOfItem(atPath: path)) ?? [:]
            switch attributes[.type] as? FileAttributeType {
            case .typeDirectory?:
                entries[relative + "/"] = ""
            case .typeSymbolicLink?:
                entries[relative] = "-> " + ((try? fm.destinationOfSymbolicLink(atPath: path)) ?? "?")
            default:
                let data = fm.contents(atPath: path) ?? Data()
                entries[relative] = SHA256.hex(of: [UInt8](data))
            }
        }
        self.entries = entries
    }

    /// The tree a `.notesite-manifest` promises: its files plus their folders.
    init(manifestAt folder: URL) {
        let text = (try? String(contentsOf: folder.appendingPathComponent(Manifest.fileName), encoding: .utf8)) ?? ""
        var entries = Manifest(parsing: text).entries
        for path in Array(entries.keys) {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                entries[parts.joined(separator: "/") + "/"] = ""
                parts = parts.dropLast()
            }
        }
        self.entries = entries
    }

    /// Files only, without folders and without the manifest itself.
    var files: [String: String] {
        entries.filter { !$0.key.hasSuffix("/") && $0.key != Manifest.fileName }
    }

    var description: String {
        "\(entries.count) entries"
    }

    /// Paths whose digests differ between the two trees, for failure messages.
    func differences(from other: TreeDigest, limit: Int = 10) -> [String] {
        let keys = Set(entries.keys).union(other.entries.keys).sorted()
        return Array(keys.filter { entries[$0] != other.entries[$0] }.prefix(limit))
    }
}
