import Foundation
import NoteSiteDiagnostics
import NoteSiteMarkdown
import NoteSiteSourceData

/// Everything a build needs from a site folder, validated.
public struct LoadedSite: Sendable {
    public var config: SiteConfig
    /// Newest first by SemVer precedence; drafts only when asked for.
    public var releases: [Release]
    public var diagnostics: [Diagnostic]
    /// Files of `content/assets/`, relative to that folder.
    public var assetFiles: [String]
    /// The translations into further languages (docs/languages.md).
    public var translations = TranslationTable()
    /// `content/assets` as the user would type it, for messages about its files.
    public var assetsDisplay = "content/assets"
    /// The change fragments of `content/unreleased/`, in file-name order.
    public var fragments: [Fragment] = []
    /// The versions left out until their moment, soonest first (`--future` shows them).
    public var scheduled: [ScheduledRelease] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads `notesite.yml` and `content/` (docs/content.md).
public struct ContentLoader: Sendable {
    public let site: SitePaths
    public var includeDrafts = false
    public var baseURLOverride: String?
    /// The audiences, the clock and `--future` of this build.
    package var publishing = Publishing(now: Date())
    /// Version files parsed by earlier builds in this process, reused while
    /// unchanged (`serve`); the builder has begun it for this build.
    package var parsed: ParsedVersions?
    /// Body-link warnings of earlier builds in this process.
    package var checkedLinks: CheckedLinks?

    public init(site: SitePaths) {
        self.site = site
    }

    public func load() -> LoadedSite {
        var diagnostics: [Diagnostic] = []
        let files = ContentFiles(site: site.root)
        var config = loadConfig(files, into: &diagnostics)
        // A notesite.yml that failed to load leaves the defaults, whose missing
        // baseURL says nothing about the file; its own error is what to fix.
        let configLoaded = diagnostics.isEmpty
        if let override = baseURLOverride {
            do { try config.setBaseURL(override) } catch { diagnostics.append(error.diagnostic) }
        }
        let icons = IconCatalog(customFolder: site.content.appendingPathComponent("icons"),
                                displayFolder: site.display("content/icons"), files: files, diagnostics: &diagnostics)
        let validator = ReleaseValidator(
            config: config,
            markdown: MarkdownRenderer(options: MarkdownOptions(
                smartPunctuation: config.smartPunctuation, unsafeHTML: config.unsafeHTML, hardBreaks: config.hardBreaks,
                rewriteURL: SiteURL.markRelative)),
            icons: icons, assets: AssetResolver(contentFolder: site.content, contentDisplay: site.display("content")))
        parsed?.confirm(settings: validator.parseSettings)
        let errorsBefore = diagnostics.count { $0.severity == .error }
        var releases = loadReleases(files, with: validator, into: &diagnostics)
        let translations = loadTranslations(
            files, config: config, validator: validator, originals: releases,
            originalsComplete: diagnostics.count { $0.severity == .error } == errorsBefore, into: &diagnostics)
        let fragments = loadFragments(files, config: config, with: validator, into: &diagnostics)
        releases = releases.filter { includeDrafts || !$0.isDraft }
        let published = published(releases, timeZone: config.timeZone)
        releases = published.kept
        diagnostics += VersionCollisions.check(releases)
        releases.sort { $0.version > $1.version }
        let assetFiles = listAssets(files, into: &diagnostics)
        diagnostics += ReleaseCrossCheck(releases: releases, assetFiles: assetFiles, config: config, memory: checkedLinks).problems()
        if let current = config.currentVersion, let yanked = releases.first(where: { $0.version == current && $0.isYanked }) {
            diagnostics.append(Diagnostic(path: site.display(SiteConfig.fileName),
                message: "'app.currentVersion' is \(current.canonical), which \(yanked.sourcePath) marks as yanked",
                hint: "set app.currentVersion to the version people should have, or remove the key to use the highest release"))
        }
        if config.baseURL == nil && configLoaded {
            diagnostics.append(Diagnostic(.warning, path: site.display(SiteConfig.fileName),
                message: "no baseURL: feeds, sitemap and canonical links are left out",
                hint: "set baseURL: https://example.com/changelog/ in notesite.yml, or pass --base-url"))
        }
        var loaded = LoadedSite(config: config, releases: releases, diagnostics: diagnostics, assetFiles: assetFiles,
                                assetsDisplay: site.display("content/assets"))
        loaded.translations = translations
        loaded.fragments = fragments
        loaded.scheduled = published.scheduled.sorted { ($0.moment, $0.version) < ($1.moment, $1.version) }
        return loaded
    }

    package func loadConfig(_ files: ContentFiles, into diagnostics: inout [Diagnostic]) -> SiteConfig {
        let url = site.root.appendingPathComponent(SiteConfig.fileName)
        let display = site.display(SiteConfig.fileName)
        do {
            guard let data = try files.readIfPresent(url, display: display) else { return SiteConfig() }
            let text = try SourceText.decode(data, path: display)
            if text.allSatisfy(\.isWhitespace) { return SiteConfig() }
            let (config, problems) = try SiteConfigCheck.load(YAMLNode.parse(text, path: display), path: display)
            diagnostics += problems
            return config
        } catch {
            diagnostics += Diagnostic.all(reporting: error, in: display)
        }
        return SiteConfig()
    }

    private func listAssets(_ files: ContentFiles, into diagnostics: inout [Diagnostic]) -> [String] {
        let folder = site.content.appendingPathComponent("assets")
        let listing = files.files(below: folder, display: site.display("content/assets"), noun: "asset", home: "content/assets")
        diagnostics += listing.problems
        var result: [String] = []
        for file in listing.files {
            // The theme writes assets/notesite.css; an asset there would be
            // dropped or clash with it half-way through writing.
            if file == "notesite-filter.js" || file.hasPrefix("notesite-filter.js/") {
                diagnostics.append(Diagnostic(path: site.display("content/assets/" + file),
                    message: "assets/notesite-filter.js is the theme's changelog filter and cannot be an asset",
                    hint: "rename it; to change the filter, put notesite-filter.js in templates/"))
                continue
            }
            if file == "notesite.css" || file.hasPrefix("notesite.css/") {
                diagnostics.append(Diagnostic(path: site.display("content/assets/" + file),
                    message: "assets/notesite.css is the theme's stylesheet and cannot be an asset",
                    hint: "rename it; to change the theme's styles, put notesite.css in templates/"))
                continue
            }
            result.append(file)
        }
        return result
    }
}
