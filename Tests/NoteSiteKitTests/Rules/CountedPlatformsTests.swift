import Testing
import NoteSiteKit

@Suite("Which platforms a version counts for")
struct CountedPlatformsTests {
    static let text = InlineText(markdown: "T", html: "T", text: "T")

    static func version(platforms: [String]? = nil, features: [[String]?] = [], changes: [[String]?] = [],
                        pages: [NotePage] = [], body: String = "") throws -> NoteVersion {
        NoteVersion(
            version: try SemanticVersion(strict: "1.0.0"), title: text,
            features: features.map { NoteFeature(icon: "star.fill", title: text, platforms: $0) }, pages: pages,
            changes: NoteChanges(added: changes.map { ChangeItem(text, platforms: $0) }),
            platforms: platforms, body: NoteBody(markdown: body, html: ""))
    }

    @Test("a part for every platform makes it count for every platform")
    func everyPlatform() throws {
        let v = try Self.version(features: [nil, ["ios"]])
        #expect(v.countedPlatforms == nil)
        #expect(v.countsFor(platform: "android"))
    }

    @Test("a body counts for every platform the version is for")
    func body() throws {
        #expect(try Self.version(features: [["ios"]], body: "Notes.").countedPlatforms == nil)
        #expect(try Self.version(platforms: ["ios", "macos"], body: "Notes.").countedPlatforms == ["ios", "macos"])
    }

    @Test("parts that all name platforms narrow it to those")
    func narrowedByParts() throws {
        let v = try Self.version(features: [["ios"]], changes: [["android", "ios"]])
        #expect(v.countedPlatforms == ["android", "ios"])
        #expect(!v.countsFor(platform: "macos"))
    }

    @Test("its own platforms keep only those with something left")
    func ownPlatforms() throws {
        let v = try Self.version(platforms: ["ios", "macos"], features: [["ios"]], changes: [["android"]])
        #expect(v.countedPlatforms == ["ios"])
        #expect(!v.countsFor(platform: "android"))
    }

    @Test("a list page counts only with a row for the platform")
    func listPage() throws {
        let row = NoteRow(icon: "star.fill", title: Self.text, platforms: ["android"])
        let v = try Self.version(pages: [NotePage(type: .list, title: Self.text, rows: [row])])
        #expect(v.countedPlatforms == ["android"])
        let media = try Self.version(pages: [NotePage(type: .image, url: "assets/a.png", platforms: ["ios"])])
        #expect(media.countedPlatforms == ["ios"])
    }

    @Test("the index entry carries the counted platforms")
    func indexEntry() throws {
        let entry = WhatsNewIndexEntry(try Self.version(platforms: ["ios", "macos"], features: [["macos"]]))
        #expect(entry.platforms == ["macos"])
        #expect(entry.title == "T")
    }
}

@Suite("A version's parts for one platform")
struct PlatformPartsTests {
    static let text = CountedPlatformsTests.text

    @Test("leaves out what names other platforms, keeps what names none")
    func parts() throws {
        let rows = [NoteRow(icon: "a", title: Self.text, platforms: ["android"]), NoteRow(icon: "b", title: Self.text)]
        let version = try CountedPlatformsTests.version(
            features: [nil, ["android"], ["ios"]], changes: [["android"], nil],
            pages: [NotePage(type: .list, title: Self.text, rows: rows),
                    NotePage(type: .list, title: Self.text, rows: [rows[0]]),
                    NotePage(type: .image, url: "assets/a.png", platforms: ["android"])])
        let ios = version.parts(for: "ios")
        #expect(ios.features.map(\.platforms) == [nil, ["ios"]])
        #expect(ios.pages.count == 1)
        #expect(ios.pages.first?.rows?.map(\.icon) == ["b"])
        #expect(ios.changes?[.added].map(\.platforms) == [nil])
        let android = version.parts(for: "android")
        #expect(android.features.count == 2 && android.pages.count == 3)
        #expect(android.changes?[.added].count == 2)
        #expect(version.parts(for: "macos").changes?.added?.count == 1)
    }

    @Test("a type left without items is absent")
    func emptyType() throws {
        let version = try CountedPlatformsTests.version(changes: [["android"]])
        #expect(version.parts(for: "ios").changes?.added == nil)
    }
}
