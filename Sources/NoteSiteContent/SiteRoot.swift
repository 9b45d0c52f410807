/// The way from one output file back to the site root. The content's URLs
/// go through one: its site paths (images, actions) and the URLs Markdown
/// rendering marked in HTML (`SiteURL.marker`); so do the links to routes
/// of the release data (docs/architecture.md, "URLs"). Pages
/// write relative URLs, so that a site works from any folder and from
/// file://; feeds and the Sparkle notes write absolute ones below the base
/// URL; notes.json writes them relative to the site root.
public struct SiteRoot: Sendable, Equatable {
    /// What goes before a path of the site: `""`, `"../../"`, a base URL,
    /// or the marker.
    public let prefix: String

    public init(_ prefix: String) {
        self.prefix = prefix
    }

    /// Seen from the page at `route`, a path below the site root.
    public static func page(_ route: String) -> SiteRoot { SiteRoot(Routes.root(from: route)) }

    /// Absolute, below `baseURL`.
    public static func absolute(_ baseURL: String) -> SiteRoot { SiteRoot(baseURL) }

    /// Relative to the site root, as notes.json gives them.
    public static let site = SiteRoot("")

    /// Left marked, for the widget, which resolves them against its script's URL.
    public static let marked = SiteRoot(SiteURL.marker)

    /// The same root below the folder `folder` (a language's, `fr/`).
    public func below(_ folder: String) -> SiteRoot { SiteRoot(prefix + folder) }

    /// The page or folder at `route`.
    public func link(to route: String) -> String { Routes.link(to: route, root: prefix) }

    /// `html` with every marked URL resolved.
    public func html(_ html: String) -> String { SiteURL.resolveMarkers(in: html, root: prefix) }

    /// A URL of the content: an image, a video, an action.
    public func url(_ url: SiteURL) -> String { url.resolved(root: prefix) }
}
