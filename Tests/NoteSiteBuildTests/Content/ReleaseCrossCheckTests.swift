import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Warnings that need every release: missing link targets and dates against precedence")
struct ReleaseCrossCheckTests {
    @Test("a body link or image to a site path or asset that does not exist is reported where it is written")
    func missingTargets() throws {
        let site = try SmallSite(versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", body: """
                See [the next one](versions/1.1.0/) and [the lost one](versions/0.9.0/).

                ![Shot](assets/missing.png) ![Here](assets/shot.png) [Feed](feed.xml) [Fixes](labels/fixed/#top)
                """),
            "1.1.0.md": SmallSite.version("1.1.0", date: "2026-02-01", "changes:\n  fixed: [A bug]\n"),
        ], assets: ["shot.png": "png"])
        #expect(site.report.succeeded)
        #expect(site.diagnostics == """
            content/versions/1.0.0.md:6:56: warning: the body's link to 'versions/0.9.0/' leads to nothing the site has
              hint: site paths are relative to the site root, like versions/1.2.0/ or assets/shot.png
            content/versions/1.0.0.md:8:9: warning: the body's image to 'assets/missing.png' leads to nothing the site has
              hint: add content/assets/missing.png, or correct the path

            """)
    }

    @Test("a body may link to any page the build writes: platform, label and search pages, their feeds, an app's notes")
    func everyRouteIsATarget() throws {
        let site = try SmallSite(config: "title: Small\nbaseURL: https://example.com/notes/\nplatforms: [ios, macos, android]\n", versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", body: """
                [iOS](platforms/ios/) [later](platforms/ios/page/2/) [feed](platforms/ios/feed.xml) [search](search/)
                [label feed](labels/fixed/feed.json) [app](whats-new/1.1.0/notes.json) [index](whats-new/index.json)
                [Android](platforms/android/)
                """),
            "1.1.0.md": SmallSite.version("1.1.0", date: "2026-02-01", "platforms: [ios]\nchanges:\n  fixed: [A bug]\n"),
        ])
        #expect(site.report.succeeded)
        // No version names Android: it has no pages.
        #expect(site.diagnostics == """
            content/versions/1.0.0.md:8:11: warning: the body's link to 'platforms/android/' leads to nothing the site has
              hint: site paths are relative to the site root, like versions/1.2.0/ or assets/shot.png

            """)
    }

    @Test("a release dated more than a day before its predecessor in the same line is reported; older lines may follow newer ones")
    func dateOrder() throws {
        let site = try SmallSite(versions: [
            "2.0.0.md": SmallSite.version("2.0.0", date: "2026-03-01"),
            "1.4.1.md": SmallSite.version("1.4.1", date: "2026-04-01"),
            "1.4.0.md": SmallSite.version("1.4.0", date: "2026-02-10"),
            "1.3.1.md": SmallSite.version("1.3.1", date: "2026-01-05"),
            "1.3.0.md": SmallSite.version("1.3.0", date: "2026-01-10"),
            "1.2.1.md": SmallSite.version("1.2.1", date: "2025-12-31"),
            "1.2.0.md": SmallSite.version("1.2.0", date: "2026-01-01"),
        ])
        #expect(site.report.succeeded)
        #expect(site.diagnostics == """
            content/versions/1.3.1.md:2:10: warning: version 1.3.1 is dated 2026-01-05, 5 days before 1.3.0 (2026-01-10), which precedes it
              hint: check both dates: versions are ordered by precedence, and feeds by date

            """, "1.2.1 one day early passes; 1.4.1 after 2.0.0 is a maintenance release")
    }

    @Test("days between dates ignore time zones and count leap days", arguments: [
        ("2026-01-10", "2026-01-05", -5), ("2024-02-28", "2024-03-01", 2), ("2023-02-28", "2023-03-01", 1),
        ("1999-12-31", "2000-01-01", 1), ("2000-01-01", "2026-01-01", 9497),
    ])
    func days(from a: String, to b: String, expected: Int) {
        #expect(ReleaseDate.days(from: a, to: b) == expected)
    }

    @Test("raw HTML in a body is reported once per file with a count")
    func rawHTML() throws {
        let site = try SmallSite(versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01", body: "Text <b>bold</b>\n\n<div>\nblock\n</div>\n"),
        ])
        #expect(site.diagnostics == """
            content/versions/1.0.0.md:6:6: warning: raw HTML omitted from the body in 3 places, the first here
              hint: write it in Markdown, or set markdown.unsafeHTML: true in notesite.yml if you trust every version file

            """)
    }

    @Test("raw HTML in titles and changes is reported once per file, at the first text that lost it")
    func rawHTMLInline() throws {
        let site = try SmallSite(versions: [
            "1.0.0.md": SmallSite.version("1.0.0", date: "2026-01-01",
                                          "title: \"A <b>bold</b> title\"\nchanges:\n  added: [\"C <u>z</u>\", \"Plain\"]\n"),
            "1.1.0.md": SmallSite.version("1.1.0", date: "2026-01-02", "changes:\n  fixed:\n    - \"One <i>x</i>\"\n"),
            "1.2.0.md": SmallSite.version("1.2.0", date: "2026-01-03", "title: \"A `<b>` in code is text, as is 2 < 3\"\n"),
        ])
        #expect(site.diagnostics == """
            content/versions/1.0.0.md:4:8: warning: raw HTML omitted from 2 texts, the first here
              hint: write it in Markdown, or set markdown.unsafeHTML: true in notesite.yml if you trust every version file
            content/versions/1.1.0.md:6:7: warning: raw HTML omitted from a text
              hint: write it in Markdown, or set markdown.unsafeHTML: true in notesite.yml if you trust every version file

            """)
    }

    @Test("the scan for marked links finds what the regular expression it replaced finds")
    func scanAgreesWithRegex() {
        var rng = RebuildPropertyTests.SplitMix(state: 7)
        let pieces = ["<a href=\"", "<img src=\"", "data-x=\"", "notesite-root:", "versions/1.0.0/", "\"", "=\"", " ", "href", "src", "é", ">"]
        for _ in 0..<2000 {
            let html = (0..<Int.random(in: 0..<14, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let expected = html.matches(of: /(href|src)="notesite-root:([^"]*)"/).map { "\($0.output.1) \($0.output.2)" }
            let scanned = ReleaseCrossCheck.markedAttributes(in: html).map { "\($0.attribute) \($0.value)" }
            #expect(scanned == expected, "\(html)")
        }
    }
}
