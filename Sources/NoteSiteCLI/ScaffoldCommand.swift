import Foundation
import NoteSiteBuild
import NoteSiteDiagnostics
import NoteSiteContent

/// `notesite new` and `notesite init`.
enum ScaffoldCommand {
    static func newVersion(_ arguments: [String]) -> Int32 {
        let raw = arguments[0]
        let site = SitePaths(given: arguments.count > 1 ? arguments[1] : ".")
        let version: SemanticVersion
        do { version = try SemanticVersion(frontMatter: raw) } catch {
            Console.error(Diagnostic(message: error.message, hint: error.hint).text + "\n")
            return 1
        }
        let relative = "content/versions/\(version.canonical).md"
        let file = site.root.appendingPathComponent(relative)
        if FileManager.default.fileExists(atPath: file.path) {
            Console.error(Diagnostic(path: site.display(relative), message: "the file exists already",
                                     hint: "edit it, or choose another version").text + "\n")
            return 1
        }
        // Today as `release` sees it: SOURCE_DATE_EPOCH or the clock, in the site's time zone.
        var problems: [Diagnostic] = []
        let config = ContentLoader(site: site).loadConfig(ContentFiles(site: site.root), into: &problems)
        if let problem = problems.first(where: { $0.severity == .error }) {
            Console.error(problem.text + "\n")
            return 1
        }
        let date: String
        do { date = try SiteClock.current().today(in: config.timeZone) } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Starter.versionFile(version: version.canonical, date: date).write(to: file, atomically: true, encoding: .utf8)
        } catch {
            Console.error(Diagnostic(path: site.display(relative), message: "cannot write the file: \(error.localizedDescription)").text + "\n")
            return 1
        }
        Console.error("Created \(site.display(relative))\n")
        return 0
    }

    /// `empty`: no version file, for a site whose notes are imported next.
    static func initSite(_ arguments: [String], empty: Bool) -> Int32 {
        let given = arguments.first ?? "."
        let root = URL(fileURLWithPath: given).standardizedFileURL
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        if fm.fileExists(atPath: root.path, isDirectory: &isFolder) {
            let entries = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
            guard isFolder.boolValue, entries.isEmpty else {
                Console.error(Diagnostic(path: given, message: "the folder is not empty",
                                         hint: "run 'notesite init' with a new or empty folder, e.g. notesite init my-changelog").text + "\n")
                return 1
            }
        }
        let site = SitePaths(given: given)
        // The starter's notesite.yml sets no time zone: today in UTC.
        let today: String
        do { today = try SiteClock.current().today(in: "UTC") } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
        let firstVersion = empty ? ("content/versions/.keep", "")
            : ("content/versions/1.0.0.md", Starter.versionFile(version: "1.0.0", date: today))
        let files = [
            ("notesite.yml", Starter.config),
            firstVersion,
            ("content/assets/.keep", ""),
            ("content/icons/.keep", ""),
            // The output and what notesite keeps beside it (docs/command-line.md and docs/builds.md).
            (".gitignore", "/_site/\n/._site.notesite-*\n"),
        ]
        do {
            for (relative, text) in files {
                let url = root.appendingPathComponent(relative)
                try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try text.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            Console.error(Diagnostic(path: given, message: "cannot create the site: \(error.localizedDescription)").text + "\n")
            return 1
        }
        let folder = given == "." ? "" : " " + given
        if empty {
            Console.error("Created a site with no versions in \(site.display("")). Import a changelog with: notesite import keepachangelog CHANGELOG.md\(folder)\n")
        } else {
            Console.error("Created a site in \(site.display("")). Build it with: notesite build\(folder)\n")
        }
        Console.error("Set baseURL in \(site.display("notesite.yml")) to the address the site will have.\n")
        return 0
    }
}

/// The files `new` and `init` write.
enum Starter {
    static let config = """
        # notesite configuration: every key is optional.
        title: Release Notes
        description: What changed, version by version.
        # The address the site will have: feeds, the sitemap and canonical
        # links are made from it. Replace this placeholder before publishing.
        baseURL: https://example.com/changelog/
        language: en
        app:
          name: My App
        paging:
          perPage: 10
        theme:
          accent: "#007aff"
        widget:
          title: What's New
        # Further languages: each gets its own pages under <tag>/ (fr/, ar/ …),
        # with its interface words built in. Translate a version in a file
        # beside it, e.g. content/versions/1.0.0.fr.md (docs/languages.md).
        # languages:
        #   fr: {title: Notes de version}
        #   ar: {}
        # i18n:
        #   missing: fallback   # or omit: leave untranslated versions out

        """

    /// Whether `text` is the version file `init` writes, as written on any day.
    static func isUntouchedVersionFile(_ text: String) -> Bool {
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("date: ") }) else { return false }
        return text == versionFile(version: "1.0.0", date: String(line.dropFirst("date: ".count)))
    }

    static func versionFile(version: String, date: String) -> String {
        """
        ---
        version: \(version)
        date: \(date)
        title: "What's **New**"
        features:
          - icon: star.fill
            title: A new feature
            subtitle: Say in one line what it does for people.
          - icon: bolt.fill
            title: Faster
            subtitle: Say what got quicker.
        ---

        Write the release notes here, in Markdown.

        """
    }
}
