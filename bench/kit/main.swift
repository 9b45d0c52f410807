// One launch of an app that shows its notes with NoteSiteKit, for
// bench/kit/run.sh: NoteSiteClient against the site at SITE-URL, with its
// cache in CACHE-DIR (kept between launches, as an app's is), the app's
// version CURRENT and the versions already presented.
//
// Usage: bench-kit SITE-URL CACHE-DIR CURRENT [PRESENTED...]
// Prints one JSON line: the versions the launch would show, and its wall time.
import Foundation
import NoteSiteKit

let arguments = CommandLine.arguments
guard arguments.count >= 4, let site = URL(string: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: bench-kit SITE-URL CACHE-DIR CURRENT [PRESENTED...]\n".utf8))
    exit(2)
}
do {
    let presented = try arguments.dropFirst(4).map { try SemanticVersion(strict: $0) }
    let store = InMemoryVersionStore(versions: presented.isEmpty ? nil : presented)
    let client = NoteSiteClient(url: site, cache: URL(fileURLWithPath: arguments[2], isDirectory: true))
    let started = Date()
    let notes = try await client.whatsNew(current: try SemanticVersion(strict: arguments[3]), store: store,
                                          options: WhatsNewOptions(selection: .fallback), preferredLanguages: ["en"])
    let milliseconds = Date().timeIntervalSince(started) * 1000
    let shown = notes.map { "\"\($0.version.canonical)\"" }.joined(separator: ",")
    print("{\"shown\":[\(shown)],\"features\":\(notes.map(\.features.count).reduce(0, +)),\"ms\":\(Int(milliseconds.rounded()))}")
} catch {
    FileHandle.standardError.write(Data("bench-kit: \(error)\n".utf8))
    exit(1)
}
