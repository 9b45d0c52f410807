import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

/// A site in several languages (docs/languages.md), built from the fixture sites.
@Suite("Sites in several languages") struct LanguageSiteTests {
    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/sites/languages")

    private func build(_ site: URL, in folder: TemporaryFolder) throws -> URL {
        let report = TrustFixtures.build(site, into: folder("_site"))
        #expect(report.succeeded, "\(report.diagnostics.map(\.text))")
        return folder("_site")
    }

    private func read(_ root: URL, _ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("each language's pages carry its lang and dir, and texts kept from the original carry the original's lang")
    func languageMarks() throws {
        let folder = try TemporaryFolder()
        let out = try build(Self.fixture, in: folder)
        #expect(try read(out, "fr/index.html").contains(#"<html lang="fr" dir="ltr">"#))
        #expect(try read(out, "ar/index.html").contains(#"<html lang="ar" dir="rtl">"#))
        let fr = try read(out, "fr/versions/1.2.0/index.html")
        #expect(fr.contains("Une page plus calme"))
        #expect(fr.contains(#"<span lang="en">Bigger type, fewer buttons.</span>"#))
        // English inside an Arabic page also says which way it runs.
        let ar = try read(out, "ar/whats-new/1.1.0/index.html")
        #expect(ar.contains(#"<span lang="en" dir="ltr">Shared shelves</span>"#))
    }

    @Test("an untranslated version is listed in the default language and links to the default permalink")
    func fallback() throws {
        let folder = try TemporaryFolder()
        let out = try build(Self.fixture, in: folder)
        let page = try read(out, "fr/page/2/index.html")
        #expect(page.contains(#"<a href="../../../versions/1.1.0/">Version 1.1.0</a>"#))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("fr/versions/1.1.0/index.html").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("fr/versions/1.0.0/index.html").path))
    }

    @Test("with missing: omit an untranslated version is left out of that language")
    func omit() throws {
        let folder = try TemporaryFolder()
        let out = try build(Repository.root.appendingPathComponent("Tests/Fixtures/sites/languages-omit"), in: folder)
        let fr = try read(out, "fr/notes.json")
        #expect(!fr.contains(#""version":"1.1.0""#))
        #expect(fr.contains(#""version":"1.2.0""#))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("ar/whats-new/1.1.0/index.html").path))
        #expect(try read(out, "notes.json").contains(#""version":"1.1.0""#))
    }

    @Test("every page links to itself in the other languages, with hreflang alternates and x-default")
    func alternates() throws {
        let folder = try TemporaryFolder()
        let out = try build(Self.fixture, in: folder)
        let page = try read(out, "fr/versions/1.3.0/index.html")
        #expect(page.contains(#"<link rel="alternate" hreflang="ar" href="https://lantern.example/notes/ar/versions/1.3.0/">"#))
        #expect(page.contains(#"<link rel="alternate" hreflang="x-default" href="https://lantern.example/notes/versions/1.3.0/">"#))
        #expect(page.contains(#"<a href="../../../ar/versions/1.3.0/" hreflang="ar" lang="ar" dir="rtl">العربية</a>"#))
        // A page a language lacks has no alternate in it; its switcher leads to that language's changelog.
        let only = try read(out, "versions/1.1.0/index.html")
        #expect(!only.contains(#"hreflang="fr" href"#))
        #expect(only.contains(#"<a href="../../fr/" hreflang="fr""#))
        let sitemap = try read(out, "sitemap.xml")
        #expect(sitemap.contains(#"<xhtml:link rel="alternate" hreflang="fr" href="https://lantern.example/notes/fr/versions/1.3.0/"/>"#))
    }

    @Test("each language's feeds name their language and link to its pages")
    func feeds() throws {
        let folder = try TemporaryFolder()
        let out = try build(Self.fixture, in: folder)
        let atom = try read(out, "ar/feed.xml")
        #expect(atom.contains(#"xml:lang="ar""#))
        #expect(atom.contains("https://lantern.example/notes/ar/versions/1.3.0/"))
        #expect(atom.contains("<title type=\"text\">الإصدار 1.3.0: ليلة أكثر إشراقًا</title>"))
        #expect(try read(out, "fr/feed.json").contains(#""language": "fr""#))
    }

    @Test("check lists, per language, the versions and texts that fall back")
    func checkWarnings() throws {
        let text = TrustFixtures.text(of: TrustFixtures.check(Self.fixture), site: Self.fixture)
        #expect(text == """
            content/versions/1.0.0.fr.json:2:14: warning: fr: version 1.0.0 shows title in en
              hint: translate it in this file to show it in fr
            content/versions/1.2.0.fr.md:2:10: warning: fr: version 1.2.0 shows features[0].subtitle, features[1].title, features[1].subtitle, body in en
              hint: translate them in this file to show them in fr
            notesite.yml:13:5: warning: fr: 1 version has no translation, shown in en: 1.1.0
              hint: translate one in a file beside its original, e.g. content/versions/1.1.0.fr.md
            notesite.yml:16:5: warning: ar: 3 versions have no translation, shown in en: 1.2.0, 1.1.0, 1.0.0
              hint: translate one in a file beside its original, e.g. content/versions/1.2.0.ar.md

            """)
    }

    @Test("a single-language site in Chinese gets its interface and dates in Chinese")
    func chineseSite() throws {
        let folder = try TemporaryFolder()
        try folder.write("title: 灯笼\nlanguage: zh-Hans\nbaseURL: https://lantern.example/\n", to: "site/notesite.yml")
        try folder.write("---\nversion: 1.4.0\ndate: 2026-03-18\nfeatures:\n  - icon: star.fill\n    title: 更快的同步\n---\n",
                         to: "site/content/versions/1.4.0.md")
        let out = try build(folder("site"), in: folder)
        let index = try read(out, "index.html")
        for expected in ["<html lang=\"zh-Hans\" dir=\"ltr\">", "2026年3月18日", ">新功能<", ">永久链接<", ">版本 1.4.0<", "跳到正文"] {
            #expect(index.contains(expected), "\(expected)")
        }
        let sheet = try read(out, "whats-new/1.4.0/index.html")
        #expect(sheet.contains("aria-label=\"关闭\""))
        #expect(sheet.contains(">继续<"))
        #expect(try read(out, "whats-new.js").contains(#""retry":"重试""#))
    }

    @Test("a three-language site built under other time zones and locales is byte-identical")
    func deterministic() throws {
        let folder = try TemporaryFolder()
        var digests: [TreeDigest] = []
        for (name, environment) in [("a", ["TZ": "UTC", "LANG": "C", "LC_ALL": "C"]),
                                    ("b", ["TZ": "Asia/Tokyo", "LANG": "ar_EG.UTF-8", "LC_ALL": "ja_JP.UTF-8"])] {
            let site = try folder.copy(Self.fixture, to: name)
            let result = try NoteSiteBinary.run(["build", ".", "-o", "_site", "--quiet"], in: site, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            digests.append(TreeDigest(at: site.appendingPathComponent("_site")))
        }
        #expect(digests[0].files.count > 50)
        #expect(digests[0] == digests[1], "differ: \(digests[0].differences(from: digests[1]))")
    }
}
