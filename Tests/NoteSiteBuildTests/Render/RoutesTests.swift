import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
@testable import NoteSiteRender

@Suite("Routes: where each page lives and how pages link to each other")
struct RoutesTests {
    @Test("places every output of docs/content.md")
    func places() throws {
        let v = try SemanticVersion(strict: "2.0.0-rc.1")
        #expect(Routes.changelog(page: 1) == "")
        #expect(Routes.changelog(page: 0) == "")
        #expect(Routes.changelog(page: 2) == "page/2/")
        #expect(Routes.changelog(page: 12) == "page/12/")
        #expect(Routes.version(v) == "versions/2.0.0-rc.1/")
        #expect(Routes.whatsNew(v) == "whats-new/2.0.0-rc.1/")
        #expect(Routes.whatsNewCurrent == "whats-new/")
        #expect(Routes.whatsNewData(v) == "whats-new/2.0.0-rc.1/notes.js")
        #expect(Routes.file(of: "") == "index.html")
        #expect(Routes.file(of: "page/2/") == "page/2/index.html")
    }

    @Test("uses the canonical version, without build metadata")
    func canonical() throws {
        let v = try SemanticVersion(frontMatter: "v1.4.0+build.7")
        #expect(Routes.version(v) == "versions/1.4.0/")
    }

    @Test("finds the way back to the site root", arguments: [
        ("", ""), ("404.html", ""), ("whats-new/", "../"), ("page/2/", "../../"), ("versions/1.0.0/", "../../"),
    ])
    func root(_ route: String, expected: String) {
        #expect(Routes.root(from: route) == expected)
    }

    @Test("links relatively, and to ./ for the root itself", arguments: [
        ("", "", "./"), ("page/2/", "", "page/2/"), ("", "page/2/", "../../"),
        ("versions/1.0.0/", "versions/2.0.0/", "../../versions/1.0.0/"), ("whats-new/", "whats-new/", "../whats-new/"),
    ])
    func link(_ to: String, from: String, expected: String) {
        #expect(Routes.link(to: to, from: from) == expected)
    }
}

@Suite struct PageWindowTests {
    @Test("links every page on small sites and a fixed window with gaps on large ones", arguments: [
        (1, 1, [1]),
        (9, 5, [1, 2, 3, 4, 5, 6, 7, 8, 9]),
        (1000, 1, [1, 2, 3, nil, 1000]),
        (1000, 4, [1, 2, 3, 4, 5, 6, nil, 1000]),
        (1000, 500, [1, nil, 498, 499, 500, 501, 502, nil, 1000]),
        (1000, 1000, [1, nil, 998, 999, 1000]),
        (12, 5, [1, 2, 3, 4, 5, 6, 7, nil, 12]),
    ] as [(Int, Int, [Int?])])
    func window(count: Int, current: Int, expected: [Int?]) {
        #expect(PageRenderer.pageWindow(count: count, current: current) == expected)
    }
}
