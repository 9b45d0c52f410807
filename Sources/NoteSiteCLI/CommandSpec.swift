import NoteSiteContent
/// The record of one subcommand that both the parser and the help text read.
struct CommandSpec: Sendable {
    struct Argument: Sendable {
        var name: String
        var help: String
        var required: Bool
    }

    struct Option: Sendable {
        /// Long name without dashes, as used in `Invocation.values` and `flags`.
        var name: String
        var short: Character?
        /// The value's placeholder; `nil` for a flag.
        var valueName: String?
        var help: String
        /// When set, the only values accepted.
        var choices: [String]? = nil
        /// May be given more than once; the values reach the command joined by `Option.separator`.
        var repeatable = false

        static let separator: Character = "\u{0}"
    }

    var name: String
    var abstract: String
    var discussion: String = ""
    var arguments: [Argument]
    var options: [Option]

    func option(named long: String) -> Option? {
        options.first { $0.name == long }
    }

    func option(short: Character) -> Option? {
        options.first { $0.short == short }
    }
}

extension CommandSpec {
    static let build = CommandSpec(
        name: "build",
        abstract: "Build the site into its output folder.",
        discussion: "The build goes to a staging folder beside the output and replaces it only on success.",
        arguments: [.init(name: "site-dir", help: "The site folder (default: .).", required: false)],
        options: [
            .init(name: "output", short: "o", valueName: "dir", help: "Where to write the site (default: <site-dir>/_site)."),
            .init(name: "base-url", short: nil, valueName: "url", help: "Override baseURL from notesite.yml."),
            .init(name: "drafts", short: nil, valueName: nil, help: "Include draft versions."),
        ] + PublishingOptions.specs + [
            .init(name: "force", short: nil, valueName: nil, help: "Replace a non-empty output folder that notesite did not make."),
            .init(name: "quiet", short: "q", valueName: nil, help: "Print only errors and warnings."),
        ])

    static let check = CommandSpec(
        name: "check",
        abstract: "Check the site for errors without writing anything.",
        arguments: [.init(name: "site-dir", help: "The site folder (default: .).", required: false)],
        options: [
            .init(name: "format", short: nil, valueName: "format",
                  help: "How to print diagnostics: text (default) or github (workflow annotations on stdout).",
                  choices: ["text", "github"]),
            .init(name: "drafts", short: nil, valueName: nil, help: "Include draft versions."),
        ] + PublishingOptions.specs)

    static let new = CommandSpec(
        name: "new",
        abstract: "Create content/versions/<version>.md dated today.",
        arguments: [
            .init(name: "version", help: "The version to add, e.g. 1.4.0.", required: true),
            .init(name: "site-dir", help: "The site folder (default: .).", required: false),
        ],
        options: [])

    static let initSite = CommandSpec(
        name: "init",
        abstract: "Create a starter site in an empty folder.",
        discussion: "The starter has a first version, 1.0.0, and a placeholder baseURL to replace with the site's address.",
        arguments: [.init(name: "dir", help: "The folder to create (default: .).", required: false)],
        options: [
            .init(name: "empty", short: nil, valueName: nil,
                  help: "Create no version file, e.g. to run 'notesite import' next."),
        ])

    static let clean = CommandSpec(
        name: "clean",
        abstract: "Remove the output folder and what notesite keeps beside it.",
        discussion: "Removes only an output that notesite made, and its hidden ._site.notesite-* siblings.",
        arguments: [.init(name: "site-dir", help: "The site folder (default: .).", required: false)],
        options: [
            .init(name: "output", short: "o", valueName: "dir", help: "The output folder (default: <site-dir>/_site)."),
        ])

    static let importNotes = CommandSpec(
        name: "import",
        abstract: "Write version files from a CHANGELOG.md, GitHub releases or Notelet notes.",
        discussion: "Formats: keepachangelog, github-releases, notelet. Nothing is written when anything fails.",
        arguments: [
            .init(name: "format", help: "keepachangelog, github-releases or notelet.", required: true),
            .init(name: "file", help: "The file to read.", required: true),
            .init(name: "site-dir", help: "The site folder (default: .).", required: false),
        ],
        options: [
            .init(name: "force", short: nil, valueName: nil, help: "Write over version files that exist already."),
            .init(name: "unreleased", short: nil, valueName: "version", help: "Import [Unreleased] as a draft of this version."),
            .init(name: "missing-date", short: nil, valueName: "action",
                  help: "Accepted for earlier scripts: a version without a date is always imported as a draft.", choices: ["draft"]),
        ])

    static let exportNotes = CommandSpec(
        name: "export",
        abstract: "Write the notes for Keep a Changelog, Sparkle, fastlane or GitHub Releases.",
        discussion: "Formats: keepachangelog, sparkle, fastlane, github.",
        arguments: [
            .init(name: "format", help: "keepachangelog, sparkle, fastlane or github.", required: true),
            .init(name: "site-dir", help: "The site folder (default: .).", required: false),
        ],
        options: [
            .init(name: "output", short: "o", valueName: "dir", help: "Where to write (default: <site-dir>/_export)."),
            .init(name: "version", short: nil, valueName: "v", help: "Export this version only."),
            .init(name: "base-url", short: nil, valueName: "url", help: "Override baseURL from notesite.yml for the exports' links."),
            .init(name: "platform", short: nil, valueName: "p", help: "Export only what counts for this platform (e.g. macos for Sparkle)."),
            .init(name: "drafts", short: nil, valueName: nil, help: "Include draft versions."),
        ] + PublishingOptions.specs)

    static let add = CommandSpec(
        name: "add",
        abstract: "Write down one unreleased change as a fragment in content/unreleased/.",
        discussion: "Prints the file's path. 'notesite release' gathers the fragments into a version file.",
        arguments: [
            .init(name: "type", help: "added, changed, deprecated, removed, fixed or security.", required: true),
            .init(name: "text", help: "The change, in Markdown.", required: true),
            .init(name: "site-dir", help: "The site folder (default: .).", required: false),
        ],
        options: [
            .init(name: "platform", short: nil, valueName: "p", help: "A platform the change is for (declared in notesite.yml).",
                  repeatable: true),
            .init(name: "label", short: nil, valueName: "l", help: "A label of the change.", repeatable: true),
        ])

    static let release = CommandSpec(
        name: "release",
        abstract: "Gather the fragments of content/unreleased/ into content/versions/<version>.md.",
        discussion: "The version file is complete on disk before the fragments it holds are removed.",
        arguments: [
            .init(name: "version", help: "The version to release, e.g. 1.4.0.", required: true),
            .init(name: "site-dir", help: "The site folder (default: .).", required: false),
        ],
        options: [
            .init(name: "date", short: nil, valueName: "YYYY-MM-DD", help: "The release date (default: today in the site's timeZone)."),
            .init(name: "title", short: nil, valueName: "text", help: "The version's title."),
            .init(name: "dry-run", short: nil, valueName: nil, help: "Print the version file instead of writing it."),
            .init(name: "force", short: nil, valueName: nil, help: "Release a version that is not above the released ones."),
        ])

    static let serve = CommandSpec(
        name: "serve",
        abstract: "Preview the site: build it in memory, serve it, and rebuild and reload on every change.",
        discussion: "Nothing is written to disk; _site/ is left as it is. Ctrl-C stops the server.",
        arguments: [.init(name: "site-dir", help: "The site folder (default: .).", required: false)],
        options: [
            .init(name: "port", short: "p", valueName: "n",
                  help: "The port (default: 4400, or the next free one; 0 for any free port)."),
            .init(name: "bind", short: nil, valueName: "address", help: "The address to listen on (default: 127.0.0.1)."),
            .init(name: "drafts", short: nil, valueName: nil, help: "Include draft versions."),
        ] + PublishingOptions.specs + [
            .init(name: "open", short: nil, valueName: nil, help: "Open the site in the default browser."),
            .init(name: "poll", short: nil, valueName: "ms", help: "Watch by listing the files every <ms> milliseconds instead of by file system events."),
        ])

    static let all: [CommandSpec] = [.build, .check, .new, .initSite, .serve, .importNotes, .exportNotes, .add, .release, .clean]

    static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
