/// What the user asked for, after parsing and before running.
enum Invocation: Equatable {
    case version
    case help(command: String?)
    case run(command: String, arguments: [String], values: [String: String], flags: Set<String>)
}

/// A malformed command line: reported as `Error: …` plus usage, exit 64.
struct UsageError: Error, Equatable {
    var message: String
    /// The subcommand whose usage to print, if known.
    var command: String?
}
