import Testing
@testable import NoteSiteServe

@Suite("Which file changes cause a rebuild")
struct ChangeFilterTests {
    @Test("the configuration, content and templates matter", arguments: [
        "notesite.yml", "content/versions/1.0.0.md", "content/assets/shot.png", "templates/layout.mustache", "content/versions/new-folder",
    ])
    func matters(path: String) {
        #expect(ChangeFilter.matters(path))
    }

    @Test("editor scratch files and other folders do not", arguments: [
        "content/versions/.1.0.0.md.swp", "content/versions/1.0.0.md~", "content/versions/4913", "content/.DS_Store",
        "content/versions/#1.0.0.md#", "content/versions/.#1.0.0.md", "templates/layout.mustache___jb_tmp___",
        "content/versions/.goutputstream-AB12CD", "content/versions/1.0.0.md.swx", "_site/index.html", "README.md",
        "sub/notesite.yml", "content/._1.0.0.md",
    ])
    func ignored(path: String) {
        #expect(!ChangeFilter.matters(path))
    }
}
