import NoteSiteBuild
import NoteSiteDiagnostics

/// Turns `argv` (without the program name) into an `Invocation`.
enum ArgumentParser {
    static func parse(_ argv: [String]) throws(UsageError) -> Invocation {
        guard let first = argv.first else { return .help(command: nil) }
        switch first {
        case "--version", "-V": return .version
        case "--help", "-h": return .help(command: nil)
        case "help":
            guard argv.count <= 2 else { throw UsageError(message: "'help' takes at most one command") }
            if argv.count == 2, CommandSpec.named(argv[1]) == nil {
                throw UsageError(message: unknownCommand(argv[1]))
            }
            return .help(command: argv.count == 2 ? argv[1] : nil)
        default:
            break
        }
        guard let spec = CommandSpec.named(first) else {
            if first.hasPrefix("-") {
                throw UsageError(message: "Unknown option '\(first)'. Put it after a command, e.g. 'notesite build \(first)'.")
            }
            throw UsageError(message: unknownCommand(first))
        }
        return try parse(Array(argv.dropFirst()), for: spec)
    }

    private static func parse(_ argv: [String], for spec: CommandSpec) throws(UsageError) -> Invocation {
        var positionals: [String] = []
        var values: [String: String] = [:]
        var flags: Set<String> = []
        var index = 0
        var onlyPositionals = false
        while index < argv.count {
            let word = argv[index]
            index += 1
            if onlyPositionals || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" { onlyPositionals = true; continue }
            if word == "--help" || word == "-h" { return .help(command: spec.name) }
            var inlineValue: String?
            let option: CommandSpec.Option
            if word.hasPrefix("--") {
                var name = String(word.dropFirst(2))
                if let eq = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: eq)...])
                    name = String(name[..<eq])
                }
                guard let found = spec.option(named: name) else {
                    throw UsageError(message: unknownOption("--\(name)", in: spec), command: spec.name)
                }
                option = found
            } else {
                let letters = Array(word.dropFirst())
                guard letters.count == 1, let found = spec.option(short: letters[0]) else {
                    throw UsageError(message: unknownOption(word, in: spec), command: spec.name)
                }
                option = found
            }
            guard let valueName = option.valueName else {
                if inlineValue != nil {
                    throw UsageError(message: "Option '--\(option.name)' takes no value.", command: spec.name)
                }
                flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < argv.count {
                value = argv[index]
                index += 1
            } else {
                throw UsageError(message: "Missing value for '--\(option.name) <\(valueName)>'.", command: spec.name)
            }
            if let choices = option.choices, !choices.contains(value) {
                throw UsageError(
                    message: "'\(value)' is not a valid value for '--\(option.name)'; use \(choices.joined(separator: " or ")).",
                    command: spec.name)
            }
            if let earlier = values[option.name] {
                guard option.repeatable else {
                    throw UsageError(message: "Option '--\(option.name)' is given twice.", command: spec.name)
                }
                values[option.name] = earlier + String(CommandSpec.Option.separator) + value
                continue
            }
            values[option.name] = value
        }
        let required = spec.arguments.filter(\.required).count
        if positionals.count < required {
            let missing = spec.arguments[positionals.count]
            throw UsageError(message: "Missing expected argument '<\(missing.name)>'.", command: spec.name)
        }
        if positionals.count > spec.arguments.count {
            throw UsageError(message: "Unexpected argument '\(positionals[spec.arguments.count])'.", command: spec.name)
        }
        return .run(command: spec.name, arguments: positionals, values: values, flags: flags)
    }

    private static func unknownCommand(_ name: String) -> String {
        var message = "Unknown command '\(name)'."
        if let near = Suggestion.closest(to: name, among: CommandSpec.all.map(\.name)) {
            message += " Did you mean '\(near)'?"
        }
        return message
    }

    private static func unknownOption(_ word: String, in spec: CommandSpec) -> String {
        var message = "Unknown option '\(word)'."
        let names = spec.options.map { "--\($0.name)" }
        if word.hasPrefix("--"), let near = Suggestion.closest(to: word, among: names) {
            message += " Did you mean '\(near)'?"
        }
        return message
    }
}
