import Foundation
import NoteSiteContent

/// A small site held as values, written to disk whole after every edit, for
/// the rebuild-equals-fresh property: each random edit changes one of the
/// inputs a build reads.
struct EditableSite {
    struct Version {
        var version: String
        var day: Int
        var subtitle: String
        var body: String
        var draft = false
        var labels: [String] = []
        /// The version's own platforms, and those of its one change item.
        var platforms: String?
        var itemPlatforms: String?
        /// Dated in 2099 (scheduled, so left out), and for the beta audience only.
        var scheduled = false
        var beta = false
    }

    /// File name -> version.
    var versions: [String: Version] = [:]
    var title = "Property"
    var perPage = 3
    var contentSpacing = 60
    var feedsLimit = 4
    var currentVersion: String?
    var notFoundOverride: String?
    /// Overrides of the version index and the permalink page, by variant
    /// (`EditableSite.indexOverrides`, `permalinkOverrides`); nil: the theme's.
    var indexOverride: Int?
    var permalinkOverride: Int?
    var iconColor = "currentColor"
    var asset: String? = "first"
    /// Whether French is declared, and with which `i18n.missing` mode.
    var french: String?
    /// Version file name -> the French title of its translation.
    var translations: [String: String] = [:]
    /// Version file name -> the French subtitle of its first feature, in its translation.
    var translatedSubtitles: [String: String] = [:]
    /// Whether the build hosts the Sparkle notes pages (`export.sparkleNotes`).
    var sparkleNotes = false
    /// `platforms: [ios, android]` in notesite.yml, set by the first platform edit.
    var declaresPlatforms = false
    /// File name in content/unreleased/ -> a change fragment's text.
    var fragments: [String: String] = [:]
    /// `unreleased.show`: the changelog opens with the fragments.
    var showsUnreleased = false
    /// Version files as `notesite release` wrote them: file name -> text.
    var released: [String: String] = [:]
    /// The moment the builds take as now: before every scheduled version
    /// (2026-06-01) or after them all (2100-01-01). Not a file.
    var later = false
    var clock: SiteClock { SiteClock(now: Date(timeIntervalSince1970: later ? 4_102_444_800 : 1_780_272_000)) }

    init() {
        for minor in 0..<7 {
            let v = "1.\(minor).0"
            versions["\(v).md"] = Version(version: v, day: minor + 1, subtitle: "Subtitle \(minor)", body: "Body of \(v).")
        }
    }

    /// Writes the files whose text changed and removes the ones the site no
    /// longer has, so that untouched files keep their stamps, as in an editor.
    func write(to root: URL) throws {
        let fm = FileManager.default
        var files: [String: String] = [:]
        try collect(into: &files)
        for sub in ["content/versions", "content/unreleased", "templates", "content/icons", "content/assets"] {
            let url = root.appendingPathComponent(sub)
            try fm.createDirectory(at: url, withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: url.path) where files[sub + "/" + name] == nil {
                try fm.removeItem(at: url.appendingPathComponent(name))
            }
        }
        for (relative, text) in files {
            let url = root.appendingPathComponent(relative)
            if fm.contents(atPath: url.path) != Data(text.utf8) { try Data(text.utf8).write(to: url) }
        }
    }

    /// A version's own platforms and its one change item, with or without platforms.
    private func platformLines(_ v: Version) -> String {
        (v.platforms.map { "platforms: [\($0)]\n" } ?? "") + "changes:\n  fixed:\n    - "
            + (v.itemPlatforms.map { "{text: \"A fix\", platforms: [\($0)]}" } ?? "A fix") + "\n"
    }

    private func collect(into files: inout [String: String]) throws {
        var config = """
            title: \(title)
            baseURL: https://example.com/notes/
            paging:
              perPage: \(perPage)
            layout:
              contentSpacing: \(contentSpacing)
            feeds:
              limit: \(feedsLimit)

            """
        if let currentVersion { config += "app:\n  currentVersion: \(currentVersion)\n" }
        if let french { config += "languages:\n  fr: {title: Notes}\ni18n:\n  missing: \(french)\n" }
        if sparkleNotes { config += "export:\n  sparkleNotes: true\n" }
        if declaresPlatforms { config += "platforms: [ios, android]\n" }
        if showsUnreleased { config += "unreleased:\n  show: true\n" }
        files["notesite.yml"] = config
        for (name, v) in versions {
            files["content/versions/" + name] = """
                ---
                version: \(v.version)
                date: \(v.scheduled ? "2099" : "2025")-03-\(String(format: "%02d", v.day))
                \(v.beta ? "audience: [beta]\n" : "")title: Release \(v.version)
                draft: \(v.draft)
                labels: [\(v.labels.joined(separator: ", "))]
                \(declaresPlatforms ? platformLines(v) : "")features:
                  - icon: drop
                    title: Custom icon
                    subtitle: \(v.subtitle)
                  - icon: star.fill
                    title: Star
                \(asset == nil ? "" : "  - image: assets/extra.png\n    title: Picture\n")---

                \(v.body)

                """
        }
        for name in Set(translations.keys).union(translatedSubtitles.keys) where french != nil {
            guard let v = versions[name] else { continue }
            let title = translations[name].map { "title: \($0)\n" } ?? ""
            // A translation lists every feature of its original, `{}` for the ones it leaves.
            let features = translatedSubtitles[name].map { "features:\n  - subtitle: \($0)\n  - {}\n" + (asset == nil ? "" : "  - {}\n") } ?? ""
            files["content/versions/" + name.dropLast(3) + ".fr.md"] = "---\nversion: \(v.version)\n\(title)\(features)---\n"
        }
        files["content/icons/drop.svg"] = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="\(iconColor)" d="M12 2C8 8 5 11 5 15a7 7 0 0 0 14 0c0-4-3-7-7-13z"/></svg>

            """
        if let notFoundOverride {
            files["templates/not-found.mustache"] = "{{<layout}}{{$main}}<h1>\(notFoundOverride)</h1>{{/main}}{{/layout}}\n"
        }
        if let indexOverride { files["templates/versions.mustache"] = Self.indexOverrides[indexOverride] }
        if let permalinkOverride { files["templates/version.mustache"] = Self.permalinkOverrides[permalinkOverride] }
        if let asset { files["content/assets/extra.png"] = "PNG-ish \(asset)" }
        for (name, text) in fragments { files["content/unreleased/" + name] = text }
        for (name, text) in released { files["content/versions/" + name] = text }
    }

    /// Version indexes that show less than the theme's, or other parts.
    static let indexOverrides = [
        "{{<layout}}{{$main}}<ol>{{#versions}}<li>{{version}}: {{title}}</li>{{/versions}}</ol>{{/main}}{{/layout}}\n",
        "{{<layout}}{{$main}}<ol>{{#versions}}<li>{{version}} {{dateDisplay}}{{#yanked}} yanked{{/yanked}}</li>{{/versions}}</ol>{{/main}}{{/layout}}\n",
    ]

    /// Permalink pages that show their release's features and one neighbour.
    static let permalinkOverrides = [
        "{{<layout}}{{$main}}{{#release}}<h1>{{version}}</h1>{{#features}}<p>{{title.text}}: {{subtitle.text}}</p>{{/features}}{{/release}}"
            + "{{#older}}<a href=\"{{url}}\">{{version}}</a>{{/older}}{{/main}}{{/layout}}\n",
        "{{<layout}}{{$main}}{{#release}}<h1>{{title.text}}</h1>{{/release}}{{#newer}}<a href=\"{{url}}\">{{version}}</a>{{/newer}}{{/main}}{{/layout}}\n",
    ]
}
