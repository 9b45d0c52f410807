import Foundation
import Testing
@testable import NoteSiteBuild

/// Every page links to itself in each other language that has it, and the
/// alternates of pages and sitemap name only pages that were built (docs/languages.md).
@Suite("language links name the pages that were built")
struct LanguageLinksTests {
    static let languages = ["": "en", "fr/": "fr", "de/": "de"]

    /// Five versions with labels, over two-version pages; French translates
    /// three, German one or none.
    private func site(missing: String, german: Bool) throws -> SmallSite {
        var versions: [String: String] = [:]
        for n in 0..<5 {
            let labels = n == 4 ? "[editor]" : n == 3 ? "[sync, editor]" : "[sync]"
            versions["1.\(n).0.md"] = SmallSite.version("1.\(n).0", date: "2026-01-1\(n)",
                                                        "title: \"Version 1.\(n)\"\nlabels: \(labels)\nchanges:\n  fixed: [\"Fix \(n)\"]\n",
                                                        body: "Body \(n).\n")
        }
        for n in 2..<5 { versions["1.\(n).0.fr.md"] = "---\nversion: 1.\(n).0\ntitle: \"Sonde 1.\(n)\"\n---\n\nCorps.\n" }
        if german { versions["1.4.0.de.md"] = "---\nversion: 1.4.0\ntitle: \"Sonde\"\n---\n\nText.\n" }
        let config = """
            title: Probe
            baseURL: https://probe.example/notes/
            paging: {perPage: 2}
            languages: {fr: {}, de: {}}
            i18n: {missing: \(missing)}

            """
        return try SmallSite(config: config, versions: versions)
    }

    /// The built file an absolute URL of the site names, if any.
    private func built(_ url: String, in site: SmallSite) -> Bool {
        let base = "https://probe.example/notes/"
        guard url.hasPrefix(base) else { return false }
        let path = String(url.dropFirst(base.count))
        return site.files.contains(path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path)
    }

    private func values(of attribute: String, in text: String) -> [String] {
        text.components(separatedBy: attribute + "=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
    }

    @Test("alternates and the sitemap name only built pages", arguments: [("fallback", true), ("omit", true), ("omit", false)])
    func alternatesExist(missing: String, german: Bool) throws {
        let site = try site(missing: missing, german: german)
        #expect(site.report.succeeded, "\(site.diagnostics)")
        let sitemap = try #require(site.text("sitemap.xml"))
        let named = values(of: "href", in: sitemap) + sitemap.components(separatedBy: "<loc>").dropFirst()
            .compactMap { $0.components(separatedBy: "</loc>").first }
        #expect(!named.isEmpty)
        for url in named { #expect(built(url, in: site), "the sitemap names \(url)") }
        for page in site.files where page.hasSuffix(".html") {
            let text = try #require(site.text(page))
            let alternates = text.components(separatedBy: "\n").filter { $0.hasPrefix("<link rel=\"alternate\" hreflang=") }
            for url in alternates.flatMap({ values(of: "href", in: $0) }) { #expect(built(url, in: site), "\(page) names \(url)") }
        }
    }

    @Test("every page links to the same page in each other language that has it", arguments: ["fallback", "omit"])
    func switcherOnEveryPage(missing: String) throws {
        let site = try site(missing: missing, german: true)
        for page in site.files where page.hasSuffix(".html") && page != "404.html" {
            let prefix = Self.languages.keys.filter { !$0.isEmpty && page.hasPrefix($0) }.first ?? ""
            let route = String(page.dropFirst(prefix.count))
            let root = String(repeating: "../", count: page.filter { $0 == "/" }.count)
            let text = try #require(site.text(page))
            for (other, tag) in Self.languages where other != prefix && site.files.contains(other + route) {
                let link = root + other + String(route.dropLast("index.html".count))
                #expect(text.contains("<a href=\"\(link.isEmpty ? "./" : link)\" hreflang=\"\(tag)\""),
                        "\(page) links to \(other + route)")
            }
        }
    }
}
