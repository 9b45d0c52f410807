import Foundation
import NoteSiteSupport
import NoteSiteOutput
import NoteSiteContent

/// Everything a build reads from the site folder (`notesite.yml`,
/// `content/`, `templates/`), each file and folder with its stamp, and the
/// settings that shape the output besides. Equal stamps and settings mean
/// the previous output is still the right one, so a build with nothing
/// changed stops after stat calls.
struct InputStamps: Sendable {
    var files: [String: FileStamp] = [:]
    var settings: String
    /// False when the stamps cannot vouch for the content: a link (its
    /// target may change unseen) or a folder that could not be read.
    var trustworthy = true

    init(options: BuildOptions) {
        settings = Self.settings(options)
        let root = options.site.root.path
        var info = stat()
        if lstat(root + "/notesite.yml", &info) == 0 {
            files["notesite.yml"] = FileStamp(info)
            if (info.st_mode & S_IFMT) != S_IFREG { trustworthy = false }
        }
        for folder in ["content", "templates"] {
            guard lstat(root + "/" + folder, &info) == 0 else { continue }
            guard (info.st_mode & S_IFMT) == S_IFDIR, let scan = try? TreeScan(root: root + "/" + folder) else {
                trustworthy = false
                continue
            }
            files[folder] = FileStamp(info)
            for (path, entry) in scan.entries {
                if entry.kind == .other { trustworthy = false }
                files[folder + "/" + path] = entry.stamp
            }
        }
    }

    /// The options that change the output, and which notesite made it: a
    /// new binary may render differently.
    private static func settings(_ options: BuildOptions) -> String {
        var binary = stat()
        let engine = stat("/proc/self/exe", &binary) == 0
            ? "\(binary.st_size).\(binary.st_ino).\(FileStamp(binary).modified)" : CommandLine.arguments.first ?? "?"
        // Diagnostics name files as the user gave the site's path, so a
        // build from another folder says them differently.
        return [NoteSite.version, engine, options.drafts ? "drafts" : "-", options.baseURL ?? "-", options.force ? "force" : "-",
                options.site.display(""), options.publishing(now: Date()).settings].joined(separator: " ")
    }
}

extension BuildContext {
    /// The context of `inputs`, or nil when their stamps cannot vouch for
    /// the content (a link or a folder that could not be read).
    init?(_ inputs: InputStamps) {
        guard inputs.trustworthy else { return nil }
        self.init(stamps: inputs.files.filter { !Self.isVersionEntry($0.key) && !Self.isFragmentEntry($0.key) },
                  settings: inputs.settings)
    }
}

extension InputStamps {
    /// The stamps of the files directly in `content/versions/`, by name.
    var versionFiles: [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        let prefix = "content/versions/"
        for (path, stamp) in files where path.hasPrefix(prefix) && BuildContext.isVersionEntry(path) {
            stamps[String(path.dropFirst(prefix.count))] = stamp
        }
        return stamps
    }
}
