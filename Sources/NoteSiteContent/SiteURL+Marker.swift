import Foundation
import NoteSiteSupport

extension SiteURL {
    /// Prefix that Markdown rendering puts before site-relative link and image
    /// destinations; each page replaces it with its own way to the site root.
    public static let marker = "notesite-root:"

    /// The Markdown renderer's URL hook: marks destinations relative to the site root.
    @Sendable package static func markRelative(_ url: String) -> String {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#"), !url.hasPrefix("?"),
              URLPolicy.scheme(of: url) == nil else { return url }
        return marker + url
    }

    /// `html` with every marked attribute value resolved against `root`.
    public static func resolveMarkers(in html: String, root: String) -> String {
        html.replacingBytes(of: markedAttribute, with: "=\"" + root)
    }

    /// How a marked destination starts in rendered HTML.
    static let markedAttribute = "=\"" + marker
}
