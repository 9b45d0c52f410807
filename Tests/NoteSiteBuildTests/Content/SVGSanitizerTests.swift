import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite("Custom SVG icons are rebuilt from an allow-list")
struct SVGSanitizerTests {
    private func sanitize(_ svg: String) -> String? {
        SVGSanitizer.sanitize(Data(svg.utf8))
    }

    @Test("keeps shapes and their presentation attributes")
    func keepsShapes() {
        let svg = """
            <?xml version="1.0"?>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24">
              <g fill="none" stroke="currentColor"><path d="M1 1h22"/><circle cx="12" cy="12" r="4"/></g>
            </svg>
            """
        #expect(sanitize(svg) == """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24">\
            <g fill="none" stroke="currentColor"><path d="M1 1h22"></path><circle cx="12" cy="12" r="4"></circle></g></svg>
            """)
    }

    @Test("drops what could run script or load anything", arguments: [
        ("<svg><script>alert(1)</script><path d=\"M0 0\"/></svg>", "script element"),
        ("<svg onload=\"alert(1)\"><path d=\"M0 0\" onclick=\"alert(1)\" onmouseover=\"x()\"/></svg>", "event attributes"),
        ("<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"><a href=\"javascript:alert(1)\"><rect/></a><path d=\"M0 0\"/></svg>", "links and what they hold"),
        ("<svg xmlns:xlink=\"http://www.w3.org/1999/xlink\"><use xlink:href=\"https://evil.example/x.svg#a\"/><path d=\"M0 0\"/></svg>", "use"),
        ("<svg><path d=\"M0 0\" href=\"https://evil.example\"/></svg>", "href attribute"),
        ("<svg><path d=\"M0 0\" style=\"background:url(https://evil.example)\"/></svg>", "style attribute"),
        ("<svg><style>path{fill:url(https://evil.example)}</style><path d=\"M0 0\"/></svg>", "style element"),
        ("<svg><foreignObject><div xmlns=\"http://www.w3.org/1999/xhtml\"><script>alert(1)</script></div></foreignObject><path d=\"M0 0\"/></svg>", "foreignObject"),
        ("<svg><image href=\"https://evil.example/x.png\"/><path d=\"M0 0\"/></svg>", "image"),
        ("<svg><path d=\"M0 0\" fill=\"url(https://evil.example/#g)\"/></svg>", "url() paint"),
    ])
    func dropsActiveContent(_ svg: String, what: String) throws {
        let result = try #require(sanitize(svg), "\(what): not accepted")
        #expect(result == "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"></path></svg>", "\(what)")
        for needle in ["script", " on", "href", "style", "foreign", "url(", "evil"] {
            #expect(!result.lowercased().contains(needle), "\(what): \(needle) survived")
        }
    }

    @Test("escapes attribute values it keeps")
    func escapes() {
        #expect(sanitize("<svg><path d='M0 \"0'/></svg>")
            == "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 &quot;0\"></path></svg>")
    }

    @Test("refuses files that are not well-formed SVG", arguments: [
        "", "not xml", "<svg><path></svg>", "<html><body/></html>", "<path d=\"M0 0\"/>",
    ])
    func refuses(_ text: String) {
        #expect(sanitize(text) == nil)
    }
}
