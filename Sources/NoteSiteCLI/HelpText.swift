import NoteSiteBuild
import NoteSiteSupport

/// Help text in the OVERVIEW / USAGE / OPTIONS / SUBCOMMANDS layout, rendered
/// from the same `CommandSpec` records the parser reads.
enum HelpText {
    static var main: String {
        var lines = [
            "OVERVIEW: notesite \(NoteSite.version) - build a static changelog site from per-version release notes.",
            "",
            "USAGE: notesite <subcommand> [<arguments>] [<options>]",
            "",
            "OPTIONS:",
            row("--version", "Show the version."),
            row("-h, --help", "Show help information."),
            "",
            "SUBCOMMANDS:",
        ]
        for spec in CommandSpec.all { lines.append(row(spec.name, spec.abstract)) }
        lines += ["", "  See 'notesite help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }

    static func usage(_ spec: CommandSpec) -> String {
        var parts = ["notesite", spec.name]
        for argument in spec.arguments {
            parts.append(argument.required ? "<\(argument.name)>" : "[<\(argument.name)>]")
        }
        for option in spec.options {
            var text = option.short.map { "-\($0)|--\(option.name)" } ?? "--\(option.name)"
            if let value = option.valueName { text += " <\(value)>" }
            parts.append("[\(text)]" + (option.repeatable ? "..." : ""))
        }
        return parts.joined(separator: " ")
    }

    static func command(_ spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.abstract)"]
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        lines += ["", "USAGE: \(usage(spec))"]
        if !spec.arguments.isEmpty {
            lines += ["", "ARGUMENTS:"]
            for argument in spec.arguments { lines.append(row("<\(argument.name)>", argument.help)) }
        }
        lines += ["", "OPTIONS:"]
        for option in spec.options {
            var name = option.short.map { "-\($0), --\(option.name)" } ?? "--\(option.name)"
            if let value = option.valueName { name += " <\(value)>" }
            lines.append(row(name, option.help))
        }
        lines.append(row("-h, --help", "Show help information."))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ name: String, _ help: String) -> String {
        let padded = name.count < 24 ? name + String(repeating: " ", count: 24 - name.count) : name + "  "
        return "  " + padded + help
    }
}
