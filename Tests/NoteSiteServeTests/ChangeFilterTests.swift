import Testing
@testable import NoteSiteServe

@Suite("Which file changes cause a rebuild")
struct ChangeFilterTests {
    @Test("the configuration, content and templates matter", arguments: [
        "notesite.yml", "content/versions/1.0.0.md", "content/assets/shot.png", "templates/layout.mustache", "content/versions/new-folder",
        "content/icons/.swoosh.svg", "content/assets/tmp", "content/assets/swatch.swift",
    ])
    func matters(path: String) {
        #expect(ChangeFilter.matters(path))
    }

    @Test("editor scratch files and other folders do not", arguments: [
        "content/versions/.1.0.0.md.swp", "content/versions/1.0.0.md~", "content/versions/4913", "content/.DS_Store",
        "content/versions/#1.0.0.md#", "content/versions/.#1.0.0.md", "templates/layout.mustache___jb_tmp___",
        "content/versions/.goutputstream-AB12CD", "content/versions/1.0.0.md.swx", "_site/index.html", "README.md",
        "sub/notesite.yml", "content/._1.0.0.md", "content/versions/1.0.0.md.tmp", "templates/layout.mustache.TMP",
        "content/versions/.1.0.0.md.swn", "content/versions/1.0.0.md.kate-swp", "content/versions/.1.0.0.md.kate-swp",
        "content/versions/1.0.0.md___jb_old___", "content/icons/.DS_Store", "templates/.#layout.mustache",
    ])
    func ignored(path: String) {
        #expect(!ChangeFilter.matters(path))
    }
}
