import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Versions for some platforms, for an audience, and scheduled ones
/// (docs/content.md): what a build publishes, and what it says.
@Suite("Platforms, audiences and scheduled versions")
struct PublishingTests {
    /// 2026-06-01T00:00:00Z, the moment these tests take as now.
    static let now = "1780272000"

    private func site() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("title: P\nbaseURL: https://example.com/\nplatforms: [ios, android]\ntimeZone: Europe/Paris\n",
                         to: "site/notesite.yml")
        try folder.write("---\nversion: 1.0.0\ndate: 2026-01-05\nplatforms: [ios]\n---\nFor iOS.\n",
                         to: "site/content/versions/1.0.0.md")
        try folder.write("---\nversion: 1.1.0\ndate: 2026-02-05\naudience: [beta, staff]\n---\nFor testers.\n",
                         to: "site/content/versions/1.1.0.md")
        // 00:00 in Paris is 22:00 UTC the day before: published at 2026-06-01T22:00:00Z.
        try folder.write("---\nversion: 1.2.0\ndate: 2026-06-02\n---\nSoon.\n", to: "site/content/versions/1.2.0.md")
        try folder.write("""
            ---
            version: 1.0.1
            date: 2026-01-06
            changes:
              fixed:
                - {text: "A crash on Android", platforms: [android]}
            ---

            """, to: "site/content/versions/1.0.1.md")
        return folder
    }

    private func build(_ folder: TemporaryFolder, _ extra: [String] = [], now: String = now,
                       output: String = "out") throws -> (ProcessOutput, [String]) {
        let result = try NoteSiteBinary.run(["build", "site", "-o", output] + extra, in: folder.url,
                                            environment: ["SOURCE_DATE_EPOCH": now])
        #expect(result.status == 0, "\(result.stderr)")
        let notes = try JSONSerialization.jsonObject(with: Data(contentsOf: folder(output + "/notes.json"))) as? [String: Any]
        let versions = (notes?["versions"] as? [[String: Any]] ?? []).compactMap { $0["version"] as? String }
        return (result, versions)
    }

    @Test("a version with an audience is out unless --audience names one of its words")
    func audience() throws {
        let folder = try site()
        #expect(try build(folder).1 == ["1.0.1", "1.0.0"])
        #expect(try build(folder, ["--audience", "staff"], output: "staff").1 == ["1.1.0", "1.0.1", "1.0.0"])
        #expect(try build(folder, ["--audience", "internal"], output: "internal").1 == ["1.0.1", "1.0.0"])
        let bad = try NoteSiteBinary.run(["build", "site", "--audience", "Beta"], in: folder.url)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--audience: error: 'Beta' is not an audience word"))
    }

    @Test("a version dated after now waits for its moment in timeZone; --future shows it")
    func scheduled() throws {
        let folder = try site()
        #expect(try build(folder).1 == ["1.0.1", "1.0.0"])
        #expect(try build(folder, ["--future"], output: "future").1 == ["1.2.0", "1.0.1", "1.0.0"])
        // One second before 22:00 UTC it is still waiting; at 22:00 it is published.
        #expect(try build(folder, now: "1780351199", output: "before").1 == ["1.0.1", "1.0.0"])
        #expect(try build(folder, now: "1780351200", output: "at").1 == ["1.2.0", "1.0.1", "1.0.0"])
        let check = try NoteSiteBinary.run(["check", "site"], in: folder.url, environment: ["SOURCE_DATE_EPOCH": Self.now])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("""
            content/versions/1.2.0.md: note: version 1.2.0 is scheduled: it is published at 2026-06-01 22:00:00 UTC \
            (2026-06-02 00:00:00 Europe/Paris)
            """))
    }

    @Test("a build of unchanged input after the moment publishes the version")
    func publishesWithoutAnEdit() throws {
        let folder = try site()
        #expect(try build(folder).1 == ["1.0.1", "1.0.0"])
        #expect(try build(folder, now: "1780272100").1 == ["1.0.1", "1.0.0"])
        #expect(try build(folder, now: "1780351200").1 == ["1.2.0", "1.0.1", "1.0.0"])
        // And that output equals a fresh build at the same moment.
        _ = try build(folder, now: "1780351200", output: "fresh")
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
    }

    @Test("a build of unchanged input at an earlier moment leaves out what a later one published")
    func earlierMoment() throws {
        let folder = try site()
        // The files settle (their stamps fall before the build's own clock
        // tick), so that nothing but the moment tells the builds apart.
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try build(folder, now: "1780351200").1 == ["1.2.0", "1.0.1", "1.0.0"])
        let (again, versions) = try build(folder, now: Self.now)
        #expect(versions == ["1.0.1", "1.0.0"], "\(again.stderr)")
        _ = try build(folder, output: "fresh")
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
    }

    @Test("notes.json, whats-new/index.json and the widget carry platforms and audiences")
    func outputs() throws {
        let folder = try site()
        _ = try build(folder, ["--audience", "beta"])
        let notes = try String(contentsOf: folder("out/notes.json"), encoding: .utf8)
        #expect(notes.contains(#""yanked":false,"platforms":["ios"],"body""#))
        #expect(notes.contains(#""yanked":false,"audience":["beta","staff"],"body""#))
        #expect(notes.contains(#"{"markdown":"A crash on Android","html":"A crash on Android","text":"A crash on Android","platforms":["android"]}"#))
        let index = try String(contentsOf: folder("out/whats-new/index.json"), encoding: .utf8)
        #expect(index.contains(#""timeZone":"Europe/Paris""#))
        // 1.0.1 has only an Android item: it counts for Android alone.
        #expect(index.contains(#"{"version":"1.0.1","date":"2026-01-06","prerelease":false,"yanked":false,"platforms":["android"],"#))
        #expect(index.contains(#""yanked":false,"audience":["beta","staff"],"title""#))
        let widget = try String(contentsOf: folder("out/whats-new.js"), encoding: .utf8)
        #expect(widget.contains(#""platforms":{"1.0.1":["android"],"1.0.0":["ios"]}"#))
        #expect(widget.contains(#""audience":{"1.1.0":["beta","staff"]}"#))
        let sheet = try String(contentsOf: folder("out/whats-new/1.0.1/notes.js"), encoding: .utf8)
        #expect(sheet.contains(#"<li data-ns-platforms=\"android\">"#))
    }

    @Test("a rebuild after an older version's item changes platform equals a fresh build")
    func rebuildAfterPlatformEdit() throws {
        let folder = try site()
        // Only the newest version is in the widget's recent list, so the
        // script's platforms are all that ties it to 1.0.1.
        try folder.write("title: P\nbaseURL: https://example.com/\nplatforms: [ios, android]\nwidget:\n  cumulativeLimit: 1\n",
                         to: "site/notesite.yml")
        let older = "---\nversion: 0.9.0\ndate: 2025-12-01\nchanges:\n  added:\n    - {text: \"Widgets\", platforms: [android]}\n---\n"
        try folder.write(older, to: "site/content/versions/0.9.0.md")
        _ = try build(folder)
        Thread.sleep(forTimeInterval: 0.05)
        try folder.write(older.replacingOccurrences(of: "[android]", with: "[ios]"), to: "site/content/versions/0.9.0.md")
        _ = try build(folder)
        _ = try build(folder, output: "fresh")
        let script = try String(contentsOf: folder("out/whats-new.js"), encoding: .utf8)
        #expect(script.contains(#""platforms":{"1.0.1":["android"],"1.0.0":["ios"],"0.9.0":["ios"]}"#))
        #expect(script == (try String(contentsOf: folder("fresh/whats-new.js"), encoding: .utf8)))
        // Every other file too: the platform pages, their chips and feeds.
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
    }

    @Test("translations' bodies that change which versions count for every platform reach the widget on a rebuild")
    func rebuildAfterTranslatedBodies() throws {
        let folder = try site()
        // Only the newest version is in the widget's recent lists. 0.8.0 and
        // 0.9.0 each have one feature, for iOS; in French a body, which is
        // for every platform, moves from 0.8.0 to 0.9.0, so each language
        // still has as many versions for each platform as before.
        try folder.write("title: P\nbaseURL: https://example.com/\nplatforms: [ios, android]\nlanguages: {fr: {}}\n"
                         + "widget:\n  cumulativeLimit: 1\n", to: "site/notesite.yml")
        for (version, day) in [("0.8.0", "11-01"), ("0.9.0", "12-01")] {
            try folder.write("---\nversion: \(version)\ndate: 2025-\(day)\nfeatures:\n  - {icon: star.fill, title: W, platforms: [ios]}\n---\n",
                             to: "site/content/versions/\(version).md")
        }
        func french(_ version: String, body: Bool) throws {
            try folder.write("---\nversion: \(version)\ntitle: W\n---\n" + (body ? "Pour tous.\n" : ""),
                             to: "site/content/versions/\(version).fr.md")
        }
        try french("0.8.0", body: true)
        try french("0.9.0", body: false)
        _ = try build(folder)
        Thread.sleep(forTimeInterval: 0.05)
        try french("0.8.0", body: false)
        try french("0.9.0", body: true)
        _ = try build(folder)
        _ = try build(folder, output: "fresh")
        let script = try String(contentsOf: folder("out/whats-new.js"), encoding: .utf8)
        #expect(script == (try String(contentsOf: folder("fresh/whats-new.js"), encoding: .utf8)))
        #expect(TreeDigest(at: folder("out")) == TreeDigest(at: folder("fresh")))
    }

    @Test("platforms/<p>/ pages and feeds list what counts for p, with chips and badges")
    func platformPages() throws {
        let folder = try site()
        _ = try build(folder)
        let ios = try String(contentsOf: folder("out/platforms/ios/index.html"), encoding: .utf8)
        #expect(ios.contains(#"<h1 class="ns-title">Versions for iOS</h1>"#))
        #expect(ios.contains(#"id="v1.0.0""#) && !ios.contains(#"id="v1.0.1""#))
        let android = try String(contentsOf: folder("out/platforms/android/index.html"), encoding: .utf8)
        #expect(android.contains(#"id="v1.0.1""#) && !android.contains(#"id="v1.0.0""#))
        #expect(android.contains(#"title="P – Android" href="../../platforms/android/feed.xml""#))
        let feed = try String(contentsOf: folder("out/platforms/android/feed.xml"), encoding: .utf8)
        #expect(feed.contains("<title>P – Android</title>") && feed.contains("versions/1.0.1/") && !feed.contains("versions/1.0.0/"))
        let index = try String(contentsOf: folder("out/index.html"), encoding: .utf8)
        #expect(index.contains(#"<a class="ns-chip ns-chip-platform" href="platforms/ios/" data-platform="ios">iOS <span class="ns-chip-count">1</span></a>"#))
        #expect(index.contains(#"<span class="ns-badge ns-badge-platform">iOS</span>"#))
        #expect(index.contains(#"A crash on Android <span class="ns-badge ns-badge-platform">Android</span></li>"#))
        let sitemap = try String(contentsOf: folder("out/sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("https://example.com/platforms/android/"))
    }

    @Test("export --platform writes only what counts for that platform; an undeclared one is refused")
    func exportForAPlatform() throws {
        let folder = try site()
        func export(_ platform: String) throws -> (ProcessOutput, String) {
            let result = try NoteSiteBinary.run(["export", "keepachangelog", "site", "-o", platform, "--platform", platform],
                                                in: folder.url, environment: ["SOURCE_DATE_EPOCH": Self.now])
            return (result, (try? String(contentsOf: folder(platform + "/CHANGELOG.md"), encoding: .utf8)) ?? "")
        }
        let (ios, iosText) = try export("ios")
        #expect(ios.status == 0, "\(ios.stderr)")
        // 1.0.1 has only an Android item: nothing of it is for iOS.
        #expect(iosText.contains("## [1.0.0]") && !iosText.contains("## [1.0.1]"))
        let (android, androidText) = try export("android")
        #expect(android.status == 0, "\(android.stderr)")
        #expect(androidText.contains("## [1.0.1]") && androidText.contains("- A crash on Android") && !androidText.contains("## [1.0.0]"))
        let (typo, _) = try export("andriod")
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("--platform: error: platform 'andriod' is not one that notesite.yml declares\n  hint: did you mean 'android'?"))
    }

    @Test("export leaves drafts out unless --drafts, like build")
    func exportDrafts() throws {
        let folder = try site()
        try folder.write("---\nversion: 1.3.0\ndraft: true\n---\nNot yet.\n", to: "site/content/versions/1.3.0.md")
        func export(_ extra: [String]) throws -> String {
            let result = try NoteSiteBinary.run(["export", "keepachangelog", "site", "-o", "x"] + extra, in: folder.url,
                                                environment: ["SOURCE_DATE_EPOCH": Self.now])
            #expect(result.status == 0, "\(result.stderr)")
            return try String(contentsOf: folder("x/CHANGELOG.md"), encoding: .utf8)
        }
        #expect(!(try export([])).contains("## [1.3.0]"))
        #expect(try export(["--drafts"]).contains("## [1.3.0]\n"))
    }

    @Test("version-level platforms and audiences are checked like the others")
    func validation() throws {
        let folder = try site()
        try folder.write("---\nversion: 1.0.2\ndate: 2026-01-07\nplatforms: [ios, andriod]\naudience: [Beta]\n---\nx\n",
                         to: "site/content/versions/1.0.2.md")
        let result = try NoteSiteBinary.run(["check", "site"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("""
            content/versions/1.0.2.md:4:18: error: 'platforms[1]' names platform 'andriod', which notesite.yml does not declare
              hint: did you mean 'android'? notesite.yml declares: ios, android
            """))
        #expect(result.stderr.contains("""
            content/versions/1.0.2.md:5:12: error: 'audience[0]' must be lower-case letters, digits and '-', found "Beta"
              hint: write it as 'beta'
            """))
    }
}
