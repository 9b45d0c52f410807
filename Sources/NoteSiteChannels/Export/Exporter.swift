import Foundation
import NoteSiteDiagnostics
import NoteSiteContent
import NoteSiteRender

/// `notesite export`: loads and checks the site like `check`, makes every
/// file of the format in memory, and writes them only when nothing failed.
public struct Exporter: Sendable {
    public let format: ExportFormat
    public let site: SitePaths
    public let output: URL
    /// The output folder as the user named it.
    public let outputDisplay: String
    /// Only this version, when set.
    public var only: SemanticVersion?
    /// Stands in for `baseURL` of `notesite.yml`, as `build --base-url` does.
    public var baseURLOverride: String?
    /// `--audience` and `--future`, as for `notesite build` (docs/content.md).
    public var audiences: [String] = []
    public var future = false
    /// `--drafts`: draft versions are exported too, as `build --drafts` shows them.
    public var drafts = false
    /// `--platform`: only the versions and change items for this platform.
    public var platform: String?
    /// Now, for scheduled versions: `SOURCE_DATE_EPOCH`, else the clock.
    public var now = Date()

    public init(format: ExportFormat, site: SitePaths, output: URL, outputDisplay: String) {
        self.format = format
        self.site = site
        self.output = output
        self.outputDisplay = outputDisplay
    }

    public struct Outcome: Sendable {
        /// Paths written, relative to the output folder.
        public var written: [String] = []
        public var diagnostics: [Diagnostic] = []
        public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    public func run() -> Outcome {
        var outcome = Outcome()
        if let missing = site.missingFolder() {
            outcome.diagnostics.append(missing)
            return outcome
        }
        var loader = ContentLoader(site: site)
        loader.baseURLOverride = baseURLOverride
        loader.publishing = Publishing(audiences: audiences, future: future, now: now)
        loader.includeDrafts = drafts
        let loaded = loader.load()
        // The baseURL warning speaks of feeds and sitemaps; an export that needs baseURL says so itself.
        outcome.diagnostics = loaded.diagnostics.filter { !($0.severity == .warning && $0.message.hasPrefix("no baseURL")) }
        guard !loaded.hasErrors else { return outcome }
        let files: [ExportFile]
        do { files = try makeFiles(loaded, warnings: &outcome.diagnostics) } catch {
            outcome.diagnostics += error.diagnostics
            return outcome
        }
        do {
            try write(files)
            outcome.written = files.map(\.path)
        } catch {
            outcome.diagnostics.append(error.diagnostic)
        }
        return outcome
    }

    /// Several problems at once, so that one run reports them all.
    struct Failure: Error {
        var diagnostics: [Diagnostic]
    }

    /// Every file of the format; what does not stop the export goes to `warnings`.
    private func makeFiles(_ loaded: LoadedSite, warnings: inout [Diagnostic]) throws(Failure) -> [ExportFile] {
        let config = loaded.config
        if let platform, !config.platforms.contains(platform) {
            throw Failure(diagnostics: [Diagnostic(path: "--platform",
                message: "platform '\(platform)' is not one that notesite.yml declares",
                hint: ReleaseValidator.Check.platformHint(for: platform, declared: config.platforms))])
        }
        // An appcast item offers an update: never a draft's, even with --drafts.
        let withDrafts = drafts && format != .sparkle
        let languages = ExportLanguage.all(of: loaded, platform: platform, drafts: withDrafts)
        if let only, !(languages.first?.releases.contains { $0.version == only } ?? false) {
            let notFound = withDrafts ? "pass a version that has a file"
                : drafts ? "a Sparkle appcast never offers a draft; pass a version that has a date"
                : "a draft is exported only with --drafts; pass a version that has a file and a date"
            let known = languages.first?.releases.map(\.version.canonical) ?? []
            let near = Suggestion.closest(to: only.canonical, among: known)
            throw Failure(diagnostics: [Diagnostic(path: "--version", message: "no released version \(only.canonical) in the site",
                hint: near.map { "did you mean \($0)?" } ?? notFound)])
        }
        var baseURL = ""
        if format.needsBaseURL {
            guard let base = config.baseURL else {
                throw Failure(diagnostics: [Diagnostic(path: site.display(SiteConfig.fileName),
                    message: "export \(format.rawValue) needs baseURL, to make the notes' links absolute",
                    hint: "set baseURL: https://example.com/changelog/ in notesite.yml, or pass --base-url")])
            }
            baseURL = base
        }
        var files: [ExportFile] = []
        switch format {
        case .keepachangelog:
            for language in languages {
                // Compare links need every version, even when one is asked for.
                var writer = KeepAChangelogWriter(releases: language.releases, compareURL: config.export.compareURL, only: only)
                writer.siteURL = config.baseURL.map { $0 + language.sitePrefix }
                writer.defaultSiteURL = config.baseURL
                // With --platform, only the fragments for it, as for the versions' items.
                let fragments = loaded.fragments.filter { fragment in
                    platform.map { fragment.platforms.isEmpty || fragment.platforms.contains($0) } ?? true
                }
                writer.unreleased = UnreleasedChanges(fragments: fragments, language: config.language).texts(in: language.tag)
                writer.unreleasedURL = config.export.unreleasedURL
                if config.showsUnreleased { writer.unreleasedPage = writer.siteURL }
                let name = language.isDefault ? "CHANGELOG.md" : "CHANGELOG.\(language.tag).md"
                for release in writer.unlinkedYanked() {
                    warnings.append(Diagnostic(.warning, path: release.sourcePath, line: release.versionLine, column: release.versionColumn,
                        message: "\(name): the yanked version \(release.version.canonical) has no link, so kacl-cli verify rejects its [YANKED] mark",
                        hint: "set export.compareURL or baseURL in notesite.yml to give every version heading a link"))
                }
                files.append(ExportFile(path: name, text: writer.text()))
            }
        case .github:
            let rewriter = MarkdownLinkRewriter(baseURL: baseURL)
            for language in languages {
                for release in language.ownReleases where only == nil || release.version == only {
                    files.append(ExportFile(path: "github/" + language.folder + release.version.canonical + ".md",
                                            text: rewriter.rewrite(NotesMarkdown.document(of: release, words: language.config.words))))
                }
            }
        case .sparkle:
            files += sparkleFiles(languages, config: config, baseURL: baseURL)
        case .fastlane:
            files += try fastlaneFiles(loaded, languages: languages, warnings: &warnings)
        }
        return files
    }

    /// The notes pages and Markdown of each language's own versions, and one
    /// `items.xml` whose items link the notes in every language that has them.
    private func sparkleFiles(_ languages: [ExportLanguage], config: SiteConfig, baseURL: String) -> [ExportFile] {
        var files: [ExportFile] = []
        let rewriter = MarkdownLinkRewriter(baseURL: baseURL)
        for language in languages {
            let page = SparkleNotesPage(config: language.config, baseURL: baseURL)
            for release in language.ownReleases where only == nil || release.version == only {
                let name = "sparkle/" + language.folder + release.version.canonical
                files.append(ExportFile(path: SparkleNotesPage.path(of: release.version, in: language),
                                        text: page.html(of: release, language: language.tag)))
                files.append(ExportFile(path: name + ".md",
                                        text: rewriter.rewrite(NotesMarkdown.document(of: release, words: language.config.words))))
            }
        }
        let versions = (languages.first?.releases ?? []).map(\.version).filter { only == nil || $0 == only }
        files.append(ExportFile(path: "sparkle/items.xml",
                                text: SparkleItems(config: config, baseURL: baseURL, languages: languages).xml(versions: versions)))
        return files
    }
}
