import Foundation
import NoteSiteBuild
import NoteSiteServe
import NoteSiteContent

/// `notesite serve`.
struct ServeCommand {
    var arguments: [String]
    var values: [String: String]
    var flags: Set<String>

    func run() -> Int32 {
        let given = arguments.first ?? "."
        var options = ServeOptions(site: SitePaths(given: given))
        if let text = values["port"] {
            guard let port = UInt16(text) else { return usage("'\(text)' is not a port number; use 0 to 65535.") }
            options.port = port
            options.portGiven = true
        }
        if let text = values["poll"] {
            guard let ms = Int(text), ms >= 10, ms <= 60_000 else {
                return usage("'\(text)' is not a polling interval; give milliseconds from 10 to 60000.")
            }
            options.pollInterval = TimeInterval(ms) / 1000
        }
        options.bind = values["bind"] ?? options.bind
        options.drafts = flags.contains("drafts")
        switch PublishingOptions.audiences(values["audience"]) {
        case .success(let words): options.audiences = words
        case .failure(let problem):
            Console.error(problem.text + "\n")
            return 1
        }
        options.future = flags.contains("future")
        options.openBrowser = flags.contains("open")
        if let missing = options.site.missingFolder() {
            Console.error(missing.text + "\n")
            return 1
        }
        let server = PreviewServer(options: options) { line in Self.printLine(line) }
        do { try server.run() } catch {
            Console.error(error.diagnostic.text + "\n")
            return 1
        }
        return 0
    }

    /// Writes a line to stderr and ignores failures: a closed terminal must
    /// not stop the server, which Ctrl-C or SIGTERM still can.
    private static func printLine(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes.withUnsafeBytes { write(2, $0.baseAddress! + sent, $0.count - sent) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return }
            sent += n
        }
    }

    private func usage(_ message: String) -> Int32 {
        Console.error("Error: \(message)\nUsage: \(HelpText.usage(.serve))\n  See 'notesite --help' for more information.\n")
        return 64
    }
}
