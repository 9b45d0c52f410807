import Foundation

/// What the reload channel tells open pages after a build.
struct ReloadEvent: Sendable, Equatable {
    /// The event id, `<instance>.<generation>`, which the browser sends back
    /// as `Last-Event-ID` when it reconnects.
    var id: String
    /// The site-relative paths whose bytes changed; `nil` for "everything".
    var paths: [String]?
    /// Diagnostics as printed in the terminal; empty when the build was good.
    var problems: [String]

    private struct Payload: Encodable {
        var paths: [String]?
        var problems: [String]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            // `null` rather than a missing key, so the page need not guess.
            try container.encode(paths, forKey: .paths)
            try container.encode(problems, forKey: .problems)
        }

        enum Keys: String, CodingKey { case paths, problems }
    }

    /// The event as sent on the stream: `id`, `event` and one `data` line.
    var wire: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(Payload(paths: paths, problems: problems))).map { String(decoding: $0, as: UTF8.self) }
            ?? #"{"paths":null,"problems":[]}"#
        // JSON escapes line breaks inside strings, so the data fits one line.
        return Array("id: \(id)\nevent: build\ndata: \(json)\n\n".utf8)
    }
}
