import Foundation
import NoteSiteContent

/// Generates a site of many small versions, for builds that take long enough
/// to be interrupted and for the limits checks.
enum LargeSite {
    static func version(_ index: Int) -> String {
        "\(index / 100 + 1).\(index % 100).0"
    }

    /// Writes `notesite.yml` titled `title` and `count` version files into `site`.
    static func write(count: Int, title: String, into site: URL) throws {
        let versions = site.appendingPathComponent("content/versions")
        try FileManager.default.createDirectory(at: versions, withIntermediateDirectories: true)
        try Data("title: \(title)\nbaseURL: https://example.com/large/\n".utf8)
            .write(to: site.appendingPathComponent("notesite.yml"))
        for index in 0..<count {
            let v = version(index)
            let text = """
                ---
                version: \(v)
                date: 2025-01-\(String(format: "%02d", index % 28 + 1))
                title: "Release **\(v)**"
                features:
                  - icon: star.fill
                    title: "Feature one of \(v)"
                    subtitle: "Something *better* than before."
                  - icon: bolt.fill
                    title: Faster
                    subtitle: Quicker at everything.
                ---

                ## Changes in \(v)

                - Fixed problem number \(index).
                - Improved [the guide](https://example.com/guide/\(index)).

                A paragraph of ordinary release-note prose, long enough to give each page some weight.

                """
            try Data(text.utf8).write(to: versions.appendingPathComponent("\(v).md"))
        }
    }
}
