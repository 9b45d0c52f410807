import NoteSiteSourceData
/// WhatsNewKit's `Layout`, in CSS pixels, with its defaults (docs/content.md).
public struct Layout: Equatable, Sendable {
    public struct Insets: Equatable, Sendable {
        public var top, leading, bottom, trailing: Double

        package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }
    }

    public enum Alignment: String, Sendable, CaseIterable {
        case top, center, bottom

        /// The CSS `align-items` keyword for the icon.
        var css: String {
            switch self {
            case .top: "start"
            case .center: "center"
            case .bottom: "end"
            }
        }
    }

    public var showsScrollViewIndicators = false
    public var scrollViewBottomContentInset = 150.0
    public var contentSpacing = 60.0
    public var contentPadding = Insets(top: 65, leading: 0, bottom: 0, trailing: 0)
    public var featureListSpacing = 25.0
    public var featureListPadding = Insets(top: 0, leading: 15, bottom: 0, trailing: 0)
    public var featureImageWidth = 40.0
    public var featureHorizontalSpacing = 15.0
    public var featureHorizontalAlignment = Alignment.center
    public var featureVerticalSpacing = 2.0
    public var footerActionSpacing = 15.0
    public var footerPrimaryActionButtonCornerRadius = 14.0
    public var footerVisualEffectViewPadding = Insets(top: -10, leading: 0, bottom: 0, trailing: 0)

    public init() {}
}

/// The layout keys as written in `notesite.yml` or a version's front matter:
/// every key optional, insets by side.
struct LayoutSource: Decodable {
    struct InsetsSource: Decodable {
        var top, leading, bottom, trailing: Double?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case top, leading, bottom, trailing
        }

        func applied(to insets: Layout.Insets) -> Layout.Insets {
            Layout.Insets(top: top ?? insets.top, leading: leading ?? insets.leading,
                          bottom: bottom ?? insets.bottom, trailing: trailing ?? insets.trailing)
        }
    }

    var showsScrollViewIndicators: Bool?
    var scrollViewBottomContentInset: Double?
    var contentSpacing: Double?
    var contentPadding: InsetsSource?
    var featureListSpacing: Double?
    var featureListPadding: InsetsSource?
    var featureImageWidth: Double?
    var featureHorizontalSpacing: Double?
    var featureHorizontalAlignment: Located<String>?
    var featureVerticalSpacing: Double?
    var footerActionSpacing: Double?
    var footerPrimaryActionButtonCornerRadius: Double?
    var footerVisualEffectViewPadding: InsetsSource?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case showsScrollViewIndicators, scrollViewBottomContentInset, contentSpacing, contentPadding
        case featureListSpacing, featureListPadding, featureImageWidth, featureHorizontalSpacing
        case featureHorizontalAlignment, featureVerticalSpacing, footerActionSpacing
        case footerPrimaryActionButtonCornerRadius, footerVisualEffectViewPadding
    }
}

extension Layout {
    /// This layout with the keys that `source` sets replaced.
    func applying(_ source: LayoutSource?, path: String) throws(ContentError) -> Layout {
        guard let source else { return self }
        var result = self
        if let v = source.showsScrollViewIndicators { result.showsScrollViewIndicators = v }
        if let v = source.scrollViewBottomContentInset { result.scrollViewBottomContentInset = v }
        if let v = source.contentSpacing { result.contentSpacing = v }
        if let v = source.contentPadding { result.contentPadding = v.applied(to: contentPadding) }
        if let v = source.featureListSpacing { result.featureListSpacing = v }
        if let v = source.featureListPadding { result.featureListPadding = v.applied(to: featureListPadding) }
        if let v = source.featureImageWidth { result.featureImageWidth = v }
        if let v = source.featureHorizontalSpacing { result.featureHorizontalSpacing = v }
        if let v = source.featureHorizontalAlignment {
            guard let alignment = Alignment(rawValue: v.value) else {
                throw ContentError(path: path, at: v, message: "'featureHorizontalAlignment' must be top, center or bottom, found \"\(v.value)\"",
                                   hint: "write one of: top, center, bottom")
            }
            result.featureHorizontalAlignment = alignment
        }
        if let v = source.featureVerticalSpacing { result.featureVerticalSpacing = v }
        if let v = source.footerActionSpacing { result.footerActionSpacing = v }
        if let v = source.footerPrimaryActionButtonCornerRadius { result.footerPrimaryActionButtonCornerRadius = v }
        if let v = source.footerVisualEffectViewPadding {
            result.footerVisualEffectViewPadding = v.applied(to: footerVisualEffectViewPadding)
        }
        return result
    }

    /// The CSS custom properties of docs/content.md, `--ns-content-spacing: 60px; …`.
    package var customProperties: [(name: String, value: String)] {
        var result: [(String, String)] = [
            ("--ns-shows-scroll-view-indicators", showsScrollViewIndicators ? "1" : "0"),
            ("--ns-scroll-view-bottom-content-inset", px(scrollViewBottomContentInset)),
            ("--ns-content-spacing", px(contentSpacing)),
        ]
        result += insets("--ns-content-padding", contentPadding)
        result.append(("--ns-feature-list-spacing", px(featureListSpacing)))
        result += insets("--ns-feature-list-padding", featureListPadding)
        result += [
            ("--ns-feature-image-width", px(featureImageWidth)),
            ("--ns-feature-horizontal-spacing", px(featureHorizontalSpacing)),
            ("--ns-feature-alignment", featureHorizontalAlignment.css),
            ("--ns-feature-vertical-spacing", px(featureVerticalSpacing)),
            ("--ns-footer-action-spacing", px(footerActionSpacing)),
            ("--ns-footer-primary-action-button-corner-radius", px(footerPrimaryActionButtonCornerRadius)),
        ]
        result += insets("--ns-footer-visual-effect-view-padding", footerVisualEffectViewPadding)
        return result
    }

    /// Only the properties that differ from `base`, as a `style` attribute value.
    package func style(comparedTo base: Layout) -> String {
        // Most releases keep the site's layout: nothing to format then.
        guard self != base else { return "" }
        let mine = customProperties
        let theirs = base.customProperties
        return zip(mine, theirs).filter { $0.0.value != $0.1.value }
            .map { "\($0.0.name): \($0.0.value)" }.joined(separator: "; ")
    }

    private func insets(_ name: String, _ value: Insets) -> [(String, String)] {
        [("\(name)-top", px(value.top)), ("\(name)-leading", px(value.leading)),
         ("\(name)-bottom", px(value.bottom)), ("\(name)-trailing", px(value.trailing))]
    }

    private func px(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))px" : "\(value)px"
    }
}
