/// Which file events can change the site: `notesite.yml`, anything under
/// `content/` or `templates/`, except the files editors keep beside the
/// ones they save.
enum ChangeFilter {
    /// Whether a change at `path` (relative to the site folder) matters.
    static func matters(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let top = parts.first, let name = parts.last else { return false }
        switch top {
        case "notesite.yml": return parts.count == 1
        case "content", "templates": return !isEditorScratch(String(name))
        default: return false
        }
    }

    /// Swap, backup, lock and probe files of the common editors and of the
    /// Finder: vim (`.x.swp` and its sequels `.swo`…`.swa`, `.x.swx`, `x~`,
    /// `4913`), emacs (`#x#`, `.#x`), gedit, JetBrains IDEs, Kate, Chrome's
    /// file system access, any `*.tmp`, macOS metadata.
    static func isEditorScratch(_ name: String) -> Bool {
        if name == "4913" || name == ".DS_Store" || name == "Thumbs.db" { return true }
        if name.hasSuffix("~") || name.hasPrefix(".#") || name.hasPrefix("._") { return true }
        if name.hasPrefix("#") && name.hasSuffix("#") { return true }
        if name.hasPrefix(".goutputstream-") { return true }
        if name.lowercased().hasSuffix(".tmp") { return true }
        for suffix in [".swp", ".swo", ".swx", ".swpx", ".kate-swp", ".crswap", "___jb_tmp___", "___jb_old___"]
        where name.hasSuffix(suffix) {
            return true
        }
        return isVimSwap(name)
    }

    /// `.x.swp`, or `.x.swo` down to `.x.swa` when vim finds the earlier names taken.
    private static func isVimSwap(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.count > 4 else { return false }
        let ending = name.suffix(4)
        guard ending.hasPrefix(".sw"), let last = ending.last, last >= "a", last <= "p" else { return false }
        return true
    }
}
