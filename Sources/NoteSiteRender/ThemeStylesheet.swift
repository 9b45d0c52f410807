import NoteSiteContent
import NoteSiteSupport
/// `assets/notesite.css`: the site's colors and layout as custom properties,
/// followed by the theme's stylesheet.
package enum ThemeStylesheet {
    package static func css(config: SiteConfig, themeCSS: String) -> String {
        func colors(_ pick: (SiteConfig.ColorPair) -> String) -> String {
            """
              --ns-accent: \(pick(config.accent));
              --ns-background: \(pick(config.background));
              --ns-text: \(pick(config.text));
              --ns-secondary-text: \(pick(config.secondaryText));

            """
        }
        var css = "/* notesite \(NoteSite.version): site colors and layout (docs/content.md) */\n"
        // `:host` too, so the widget's shadow root (which `:root` never
        // matches) gets the same colors.
        css += ":root, :host {\n" + colors(\.light) + "}\n"
        css += "@media (prefers-color-scheme: dark) {\n:root, :host {\n" + colors(\.dark) + "}\n}\n"
        css += ":root, :host {\n"
        for (name, value) in config.layout.customProperties { css += "  \(name): \(value);\n" }
        css += "}\n\n"
        return css + themeCSS
    }
}
