/// One language's notes as the exports see them. A site without further
/// languages has only its default language; each further language (SPEC §11)
/// adds an entry with its own releases and folder prefix.
struct ExportLanguage: Sendable {
    /// The BCP 47 tag (`en`, `fr`, `pt-BR`).
    var tag: String
    var isDefault: Bool
    /// Published releases (no drafts), newest first.
    var releases: [Release]
    /// Where the language's pages live in the site: `""` or `"fr/"`.
    var sitePrefix: String

    /// The languages of a loaded site, default first.
    static func all(of site: LoadedSite) -> [ExportLanguage] {
        [ExportLanguage(tag: site.config.language, isDefault: true,
                        releases: site.releases.filter { !$0.isDraft }, sitePrefix: "")]
    }
}
