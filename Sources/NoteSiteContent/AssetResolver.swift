import Foundation

/// Checks the asset paths of version files (`image`, `video`, `poster`):
/// an http(s) URL, or a file under `content/assets/` that exists and does not
/// lead outside the site through `..`, an absolute path or a symlink. A link
/// to a file elsewhere inside the site is fine.
struct AssetResolver: Sendable {
    let contentFolder: URL
    /// `content` as the user would type it, for messages.
    let contentDisplay: String
    private let files: ContentFiles

    init(contentFolder: URL, contentDisplay: String = "content") {
        self.contentFolder = contentFolder
        self.contentDisplay = contentDisplay
        files = ContentFiles(site: contentFolder.deletingLastPathComponent())
    }

    enum Failure: Error, Equatable {
        case leavesSite, notUnderAssets, missing, badURL(String)
    }

    func resolve(_ raw: String) -> Result<SiteURL, Failure> {
        let value = raw.trimmingCharacters(in: .whitespaces)
        if let scheme = URLPolicy.scheme(of: value) {
            guard ["http", "https"].contains(scheme.lowercased()), case .allowed(let url) = URLPolicy.check(value) else {
                return .failure(.badURL(scheme))
            }
            return .success(url)
        }
        if value.hasPrefix("/") || value.contains("\\") || value.split(separator: "/").contains("..") {
            return .failure(.leavesSite)
        }
        var path = value
        while path.hasPrefix("./") { path.removeFirst(2) }
        guard path.hasPrefix("assets/"), path.count > "assets/".count else { return .failure(.notUnderAssets) }
        let file = contentFolder.appendingPathComponent(path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder), !isFolder.boolValue else {
            return .failure(.missing)
        }
        guard files.staysInside(file) else { return .failure(.leavesSite) }
        // The file keeps its name on disk; its URL escapes spaces, '#' and '?'.
        return .success(.site(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path))
    }

    static func message(for failure: Failure, key: String, value: String, contentDisplay: String = "content") -> (String, String) {
        switch failure {
        case .leavesSite:
            return ("'\(key)' leads outside the site: \"\(value)\"",
                    "put the file in content/assets/ and write its path as assets/<name>")
        case .notUnderAssets:
            return ("'\(key)' must be a file in content/assets/, found \"\(value)\"",
                    "put the file in content/assets/ and write its path as assets/<name>")
        case .missing:
            return ("'\(key)' names a missing file: \(contentDisplay)/\(value)",
                    "add the file to content/assets/ or correct the path")
        case .badURL(let scheme):
            return ("'\(key)' must be a path under assets/ or an http(s) URL, found the scheme '\(scheme):'",
                    "write assets/<name> or an https:// URL")
        }
    }
}
