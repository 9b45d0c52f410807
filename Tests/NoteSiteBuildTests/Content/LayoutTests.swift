import Testing
@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteSourceData
@testable import NoteSiteContent

@Suite("Layout: WhatsNewKit's keys, defaults and CSS custom properties")
struct LayoutTests {
    /// docs/content.md's table, as CSS custom properties in the order the stylesheet writes them.
    static let defaultProperties: [(String, String)] = [
        ("--ns-shows-scroll-view-indicators", "0"),
        ("--ns-scroll-view-bottom-content-inset", "150px"),
        ("--ns-content-spacing", "60px"),
        ("--ns-content-padding-top", "65px"),
        ("--ns-content-padding-leading", "0px"),
        ("--ns-content-padding-bottom", "0px"),
        ("--ns-content-padding-trailing", "0px"),
        ("--ns-feature-list-spacing", "25px"),
        ("--ns-feature-list-padding-top", "0px"),
        ("--ns-feature-list-padding-leading", "15px"),
        ("--ns-feature-list-padding-bottom", "0px"),
        ("--ns-feature-list-padding-trailing", "0px"),
        ("--ns-feature-image-width", "40px"),
        ("--ns-feature-horizontal-spacing", "15px"),
        ("--ns-feature-alignment", "center"),
        ("--ns-feature-vertical-spacing", "2px"),
        ("--ns-footer-action-spacing", "15px"),
        ("--ns-footer-primary-action-button-corner-radius", "14px"),
        ("--ns-footer-visual-effect-view-padding-top", "-10px"),
        ("--ns-footer-visual-effect-view-padding-leading", "0px"),
        ("--ns-footer-visual-effect-view-padding-bottom", "0px"),
        ("--ns-footer-visual-effect-view-padding-trailing", "0px"),
    ]

    private func layout(_ yaml: String, over base: Layout = Layout()) throws -> Layout {
        let source = try YAMLDecoder().decode(LayoutSource.self, from: yaml, path: "content/versions/1.0.0.md")
        return try base.applying(source, path: "content/versions/1.0.0.md")
    }

    @Test("has WhatsNewKit's defaults")
    func defaults() {
        let layout = Layout()
        #expect(layout.showsScrollViewIndicators == false)
        #expect(layout.scrollViewBottomContentInset == 150)
        #expect(layout.contentSpacing == 60)
        #expect(layout.contentPadding == Layout.Insets(top: 65, leading: 0, bottom: 0, trailing: 0))
        #expect(layout.featureListSpacing == 25)
        #expect(layout.featureListPadding == Layout.Insets(top: 0, leading: 15, bottom: 0, trailing: 0))
        #expect(layout.featureImageWidth == 40)
        #expect(layout.featureHorizontalSpacing == 15)
        #expect(layout.featureHorizontalAlignment == .center)
        #expect(layout.featureVerticalSpacing == 2)
        #expect(layout.footerActionSpacing == 15)
        #expect(layout.footerPrimaryActionButtonCornerRadius == 14)
        #expect(layout.footerVisualEffectViewPadding == Layout.Insets(top: -10, leading: 0, bottom: 0, trailing: 0))
    }

    @Test("names every custom property --ns- plus the key in kebab case, in px")
    func customProperties() {
        let properties = Layout().customProperties
        #expect(properties.map(\.name) == Self.defaultProperties.map(\.0))
        #expect(properties.map(\.value) == Self.defaultProperties.map(\.1))
    }

    @Test("maps the icon's vertical alignment to start, center and end", arguments: [
        ("top", Layout.Alignment.top, "start"), ("center", .center, "center"), ("bottom", .bottom, "end"),
    ])
    func alignment(_ written: String, expected: Layout.Alignment, css: String) throws {
        let result = try layout("featureHorizontalAlignment: \(written)")
        #expect(result.featureHorizontalAlignment == expected)
        #expect(result.customProperties.first { $0.name == "--ns-feature-alignment" }?.value == css)
    }

    @Test("replaces only the keys written, and only the sides of an inset written")
    func partialOverrides() throws {
        let result = try layout("""
            contentSpacing: 80
            showsScrollViewIndicators: true
            contentPadding: {top: 20}
            featureListPadding: {trailing: 4, bottom: 2}
            footerVisualEffectViewPadding: {leading: 1.5}
            """)
        var expected = Layout()
        expected.contentSpacing = 80
        expected.showsScrollViewIndicators = true
        expected.contentPadding = Layout.Insets(top: 20, leading: 0, bottom: 0, trailing: 0)
        expected.featureListPadding = Layout.Insets(top: 0, leading: 15, bottom: 2, trailing: 4)
        expected.footerVisualEffectViewPadding = Layout.Insets(top: -10, leading: 1.5, bottom: 0, trailing: 0)
        #expect(result == expected)
    }

    @Test("applies a version's overrides on top of the site's layout")
    func perVersionOverSite() throws {
        let site = try layout("contentSpacing: 40\ncontentPadding: {top: 10, leading: 5}")
        let version = try layout("contentPadding: {bottom: 7}\nfeatureImageWidth: 48", over: site)
        #expect(version.contentSpacing == 40)
        #expect(version.contentPadding == Layout.Insets(top: 10, leading: 5, bottom: 7, trailing: 0))
        #expect(version.featureImageWidth == 48)
        #expect(version.style(comparedTo: site) == "--ns-content-padding-bottom: 7px; --ns-feature-image-width: 48px")
    }

    @Test("writes only the properties that differ from the site's layout", arguments: [
        ("contentSpacing: 60", ""),
        ("contentSpacing: 80", "--ns-content-spacing: 80px"),
        ("contentSpacing: 12.5\nfeatureHorizontalAlignment: top",
         "--ns-content-spacing: 12.5px; --ns-feature-alignment: start"),
        ("contentPadding: {top: 20, trailing: 3}", "--ns-content-padding-top: 20px; --ns-content-padding-trailing: 3px"),
        ("showsScrollViewIndicators: true\nfooterVisualEffectViewPadding: {top: 0}",
         "--ns-shows-scroll-view-indicators: 1; --ns-footer-visual-effect-view-padding-top: 0px"),
        ("footerPrimaryActionButtonCornerRadius: -2", "--ns-footer-primary-action-button-corner-radius: -2px"),
    ])
    func style(_ yaml: String, expected: String) throws {
        #expect(try layout(yaml).style(comparedTo: Layout()) == expected)
    }

    @Test("names the file, line and column of a bad alignment")
    func badAlignment() throws {
        let error = #expect(throws: ContentError.self) { try layout("contentSpacing: 1\nfeatureHorizontalAlignment: left") }
        #expect(error?.diagnostic.text == """
            content/versions/1.0.0.md:2:29: error: 'featureHorizontalAlignment' must be top, center or bottom, found "left"
              hint: write one of: top, center, bottom
            """)
    }

    @Test("rejects unknown keys with the nearest known one")
    func unknownKey() throws {
        do {
            _ = try layout("contentPading: {top: 1}")
            Issue.record("an unknown key was accepted")
        } catch let error as DiagnosticConvertible {
            #expect(error.diagnostic.text == """
                content/versions/1.0.0.md:1:1: error: unknown key 'contentPading' at the top level
                  hint: did you mean 'contentPadding'?
                """)
        }
    }
}
