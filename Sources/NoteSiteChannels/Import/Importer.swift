import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteSourceData
import NoteSiteContent

/// `notesite import`: reads another tool's notes and writes them as version
/// files into `content/versions/`, all of them or, on any error, none.
public struct Importer: Sendable {
    public let format: ImportFormat
    /// The source file as the user typed it.
    public let source: String
    public let site: SitePaths
    public var options = ImportOptions()
    /// Whether a version file's text is the one `notesite init` wrote, untouched.
    public var isStarterFile: @Sendable (String) -> Bool = { _ in false }

    public init(format: ImportFormat, source: String, site: SitePaths) {
        self.format = format
        self.source = source
        self.site = site
    }

    /// What an import did: the files written (site-relative, each with the
    /// source line its version starts at) and every diagnostic.
    public struct Outcome: Sendable {
        public var written: [(file: String, line: Int)] = []
        /// How many of the written versions are drafts (no date in the source).
        public var drafts = 0
        public var diagnostics: [Diagnostic] = []
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        if let missing = site.missingFolder(hint: "pass the site folder after the file, or create one with 'notesite init'") {
            outcome.diagnostics.append(missing)
            return outcome
        }
        let result: ImportResult
        do { result = try read() } catch {
            outcome.diagnostics.append(Diagnostic(reporting: error, in: source))
            return outcome
        }
        // In source order, as a reader goes through the file.
        outcome.diagnostics = result.diagnostics.enumerated().sorted {
            ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset)
        }.map(\.element)
        guard !result.hasErrors else { return outcome }
        if result.versions.isEmpty && result.fragments.isEmpty {
            outcome.diagnostics.append(Diagnostic(path: source, message: "no version to import",
                hint: format == .keepachangelog ? "versions are level-2 headings such as ## [1.2.0] - 2026-03-18" : nil))
            return outcome
        }
        let folder = site.content.appendingPathComponent("versions")
        for version in result.versions where !options.force {
            for name in [version.fileName, version.version.canonical + ".json"] {
                let relative = "content/versions/" + name
                let file = folder.appendingPathComponent(name)
                if FileManager.default.fileExists(atPath: file.path) {
                    let starter = (try? String(contentsOf: file, encoding: .utf8)).map(isStarterFile) ?? false
                    outcome.diagnostics.append(Diagnostic(path: site.display(relative),
                        message: "the file exists already (version \(version.version.canonical), \(source):\(version.line))",
                        hint: starter ? "a starter site's own version; start from `notesite init --empty`, or pass --force"
                            : "remove it, or pass --force to write over it"))
                }
            }
        }
        outcome.diagnostics += sameVersionsElsewhere(result.versions)
        outcome.diagnostics += existingFragments(result.fragments)
        guard outcome.succeeded else { return outcome }
        do {
            outcome.written = try write(result.versions, into: folder)
            outcome.drafts = result.versions.filter(\.isDraft).count
            outcome.written += try writeFragments(result.fragments)
        } catch {
            outcome.diagnostics.append(error.diagnostic)
        }
        return outcome
    }

    /// The source's text, read by the format's reader.
    private func read() throws -> ImportResult {
        let url = URL(fileURLWithPath: source)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ImportError(path: source, message: "no such file", hint: "pass the path of the file to import")
        }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
            throw ImportError(path: source, message: "cannot read the file", hint: isFolder.boolValue ? "pass a file, not a folder" : nil)
        }
        let text = try SourceText.decode(data, path: source)
        switch format {
        case .keepachangelog:
            return KeepAChangelogReader(path: source, options: options).read(text)
        case .githubReleases:
            return GitHubReleasesReader(path: source, options: options).read(text)
        case .notelet:
            var ignored: [Diagnostic] = []
            let icons = IconCatalog(customFolder: site.content.appendingPathComponent("icons"),
                                    displayFolder: site.display("content/icons"), files: ContentFiles(site: site.root),
                                    diagnostics: &ignored)
            var reader = NoteletReader(path: source, options: options)
            reader.iconExists = { icons.resolve($0) != nil }
            reader.iconSuggestions = { icons.suggestions(for: $0) }
            return reader.read(text)
        }
    }

    /// Writes every file to a temporary name first and renames them only when
    /// all were written, so a failure leaves the folder as it was.
    private func write(_ versions: [ImportedVersion], into folder: URL) throws(ImportError) -> [(file: String, line: Int)] {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try TemporaryFile.replaceAll(versions.map { (folder.appendingPathComponent($0.fileName).path, VersionFileWriter.text(of: $0)) },
                                        tag: "notesite-import")
        } catch {
            throw ImportError(path: site.display("content/versions"), message: "cannot write the version files: \(error.localizedDescription)")
        }
        return versions.map { ("content/versions/" + $0.fileName, $0.line) }
    }

    /// Versions the site already has in a file of another name: writing
    /// `<version>.md` beside it would give the version twice, even with --force.
    private func sameVersionsElsewhere(_ versions: [ImportedVersion]) -> [Diagnostic] {
        var loader = ContentLoader(site: site)
        loader.includeDrafts = true
        var existing: [SemanticVersion: String] = [:]
        for release in loader.load().releases { existing[release.version] = release.sourcePath }
        return versions.compactMap { version in
            guard let path = existing[version.version],
                  path != site.display("content/versions/" + version.fileName) else { return nil }
            return Diagnostic(path: path, message: "version \(version.version.canonical) is already in this file (\(source):\(version.line))",
                              hint: "remove or rename this file first, or leave the version out of \(source)")
        }
    }
}
