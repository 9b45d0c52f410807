/// The built-in theme, compiled into the binary so notesite runs from any
/// folder without resource bundles. A site's `templates/` folder overrides
/// these files by name.
public enum ThemeFiles {
    /// Every theme file by its path inside `Templates/`, e.g. `theme/layout.mustache`.
    public static let all: [String: [UInt8]] = [
        "theme/changelog.mustache": PackageResources.changelog_mustache,
        "theme/chips.mustache": PackageResources.chips_mustache,
        "theme/feature.mustache": PackageResources.feature_mustache,
        "theme/languages.mustache": PackageResources.languages_mustache,
        "theme/layout.mustache": PackageResources.layout_mustache,
        "theme/not-found.mustache": PackageResources.not_found_mustache,
        "theme/notesite-filter.js": PackageResources.notesite_filter_js,
        "theme/notesite-search.js": PackageResources.notesite_search_js,
        "theme/notesite.css": PackageResources.notesite_css,
        "theme/pagination.mustache": PackageResources.pagination_mustache,
        "theme/release.mustache": PackageResources.release_mustache,
        "theme/search.mustache": PackageResources.search_mustache,
        "theme/sheet.css": PackageResources.sheet_css,
        "theme/sheet.mustache": PackageResources.sheet_mustache,
        "theme/version.mustache": PackageResources.version_mustache,
        "theme/versions.mustache": PackageResources.versions_mustache,
        "theme/whats-new.js": PackageResources.whats_new_js,
        "theme/whats-new.mustache": PackageResources.whats_new_mustache,
        "icons/LICENSE-bootstrap-icons.txt": PackageResources.LICENSE_bootstrap_icons_txt,
        "icons/sf-symbols.txt": PackageResources.sf_symbols_txt,
        "i18n/ar.json": PackageResources.ar_json,
        "i18n/de.json": PackageResources.de_json,
        "i18n/en.json": PackageResources.en_json,
        "i18n/es.json": PackageResources.es_json,
        "i18n/fr.json": PackageResources.fr_json,
        "i18n/he.json": PackageResources.he_json,
        "i18n/it.json": PackageResources.it_json,
        "i18n/ja.json": PackageResources.ja_json,
        "i18n/ko.json": PackageResources.ko_json,
        "i18n/nl.json": PackageResources.nl_json,
        "i18n/pt-BR.json": PackageResources.pt_BR_json,
        "i18n/ru.json": PackageResources.ru_json,
        "i18n/sv.json": PackageResources.sv_json,
        "i18n/tr.json": PackageResources.tr_json,
        "i18n/zh-Hans.json": PackageResources.zh_Hans_json,
        "i18n/zh-Hant.json": PackageResources.zh_Hant_json,
    ]

    /// The text of a theme file, when there is one by that path.
    public static func text(_ path: String) -> String? {
        all[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
