import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// The compiled-in Bootstrap Icons 1.10 set, against the list of names taken
/// from Debian's package when it was packed.
@Suite("Bootstrap Icons are built in as bi:<name>")
struct BootstrapIconsTests {
    static let expectedNames: [String] = {
        let file = Repository.root.appendingPathComponent("Tests/Fixtures/icons/bootstrap-icons-names.txt")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }()

    @Test("the set holds exactly the 1,953 icons of Bootstrap Icons 1.10")
    func holdsTheWholeSet() {
        #expect(Self.expectedNames.count == 1_953)
        #expect(BootstrapIcons.shared.names == Self.expectedNames)
    }

    @Test("every bi: name resolves to an SVG drawn in the text color")
    func everyNameResolves() {
        let catalog = IconCatalog()
        let opening = #"<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor" viewBox="0 0 16 16"><"#
        var unresolved: [String] = [], misshapen: [String] = []
        for name in Self.expectedNames {
            guard let svg = catalog.resolve("bi:" + name) else { unresolved.append(name); continue }
            if !svg.hasPrefix(opening) || !svg.hasSuffix("></svg>") { misshapen.append(name) }
        }
        #expect(unresolved.isEmpty, "unresolved: \(unresolved.prefix(10))")
        #expect(misshapen.isEmpty, "not drawn in currentColor on the 16-unit grid: \(misshapen.prefix(10))")
    }

    @Test("every built-in icon passes the custom-icon sanitiser unchanged")
    func everyIconIsSanitised() {
        var changed: [String] = []
        for name in BootstrapIcons.shared.names {
            let svg = BootstrapIcons.shared.svg(named: name)
            if svg == nil || SVGSanitizer.sanitize(Data((svg ?? "").utf8)) != svg { changed.append(name) }
        }
        #expect(changed.isEmpty, "changed by the sanitiser: \(changed.prefix(10))")
    }

    @Test("an icon's markup is the shape Bootstrap draws")
    func knownShape() throws {
        let svg = try #require(BootstrapIcons.shared.svg(named: "circle-fill"))
        #expect(svg == #"<svg xmlns="http://www.w3.org/2000/svg" fill="currentColor" viewBox="0 0 16 16">"#
            + #"<circle cx="8" cy="8" r="8"></circle></svg>"#)
    }

    @Test("names need the bi: prefix and match exactly", arguments: ["rocket-takeoff", "bi:Rocket-takeoff", "bi:", "bi:rocket-takeoff.svg"])
    func prefixIsNeeded(_ name: String) {
        #expect(IconCatalog().resolve(name) == nil)
    }

    @Test("a damaged packed set unpacks to no icons rather than a crash", arguments: ["", "bm90IHpsaWI=", "not base64!"])
    func damagedSetIsEmpty(_ base64: String) {
        #expect(BootstrapIcons(base64: base64).names.isEmpty)
    }

    @Test("zlib streams unpack, damaged ones do not")
    func inflate() {
        // "hello hello hello hello" as zlib would write it.
        let packed: [UInt8] = [0x78, 0xda, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0xc8, 0x40, 0x27, 0x01, 0x68, 0x03, 0x08, 0xb1]
        #expect(Inflate.unpack(packed).map { String(decoding: $0, as: UTF8.self) } == "hello hello hello hello")
        #expect(Inflate.unpack(Array(packed.dropLast(3))) == nil)
        #expect(Inflate.unpack(packed, limit: 8) == nil)
    }
}
