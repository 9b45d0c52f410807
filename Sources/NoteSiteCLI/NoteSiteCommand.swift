import Foundation
import NoteSiteBuild
import NoteSiteSupport

/// The `notesite` command: parse -> validate -> run, returning the exit code.
public enum NoteSiteCommand {
    public static func main(_ argv: [String]) -> Int32 {
        let invocation: Invocation
        do { invocation = try ArgumentParser.parse(argv) } catch { return report(error) }
        switch invocation {
        case .version:
            Console.out("\(NoteSite.version)\n")
            return 0
        case .help(let command):
            Console.out(command.flatMap(CommandSpec.named).map(HelpText.command) ?? HelpText.main)
            return 0
        case .run(let command, let arguments, let values, let flags):
            switch command {
            case "build": return BuildCommand(arguments: arguments, values: values, flags: flags, checkOnly: false).run()
            case "check": return BuildCommand(arguments: arguments, values: values, flags: flags, checkOnly: true).run()
            case "new": return ScaffoldCommand.newVersion(arguments)
            case "init": return ScaffoldCommand.initSite(arguments, empty: flags.contains("empty"))
            case "clean": return CleanCommand(arguments: arguments, values: values).run()
            case "import": return ImportCommand(arguments: arguments, values: values, flags: flags).run()
            case "export": return ExportCommand(arguments: arguments, values: values, flags: flags).run()
            case "add": return AddCommand(arguments: arguments, values: values).run()
            case "release": return ReleaseCommand(arguments: arguments, values: values, flags: flags).run()
            case "serve": return ServeCommand(arguments: arguments, values: values, flags: flags).run()
            default: return 64
            }
        }
    }

    /// Prints a malformed command line's error with the usage; exit 64.
    static func report(_ error: UsageError) -> Int32 {
        var text = "Error: \(error.message)\n"
        let usage = error.command.flatMap(CommandSpec.named).map(HelpText.usage) ?? "notesite <subcommand> [<arguments>] [<options>]"
        text += "Usage: \(usage)\n  See 'notesite --help' for more information.\n"
        Console.error(text)
        return 64
    }
}

/// Writes to the standard streams without buffering surprises.
enum Console {
    static func out(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    static func error(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    static var errorIsTerminal: Bool { isatty(2) != 0 }
}
