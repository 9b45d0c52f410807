import NoteSiteSupport
import NoteSiteMustache
/// Changes to a body's rendered HTML that a page needs and notes.json does not.
enum BodyHTML {
    /// Code blocks may scroll sideways; a keyboard reaches them only when
    /// they can take focus, and a focusable region needs a name (WCAG 2.1.1).
    static func focusableCode(_ html: String, label: String) -> String {
        html.replacingBytes(of: "<pre><code", with: "<pre tabindex=\"0\" role=\"region\" aria-label=\"\(HTMLText.escape(label))\"><code")
    }
}
