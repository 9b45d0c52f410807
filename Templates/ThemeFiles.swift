/// The built-in theme, compiled into the binary so notesite runs from any
/// folder without resource bundles. A site's `templates/` folder overrides
/// these files by name.
public enum ThemeFiles {
    /// Every theme file by its path inside `Templates/`, e.g. `theme/layout.mustache`.
    public static let all: [String: [UInt8]] = [
        "theme/changelog.mustache": PackageResources.changelog_mustache,
        "theme/chips.mustache": PackageResources.chips_mustache,
        "theme/feature.mustache": PackageResources.feature_mustache,
        "theme/layout.mustache": PackageResources.layout_mustache,
        "theme/not-found.mustache": PackageResources.not_found_mustache,
        "theme/notesite-filter.js": PackageResources.notesite_filter_js,
        "theme/notesite.css": PackageResources.notesite_css,
        "theme/pagination.mustache": PackageResources.pagination_mustache,
        "theme/release.mustache": PackageResources.release_mustache,
        "theme/sheet.css": PackageResources.sheet_css,
        "theme/sheet.mustache": PackageResources.sheet_mustache,
        "theme/version.mustache": PackageResources.version_mustache,
        "theme/versions.mustache": PackageResources.versions_mustache,
        "theme/whats-new.js": PackageResources.whats_new_js,
        "theme/whats-new.mustache": PackageResources.whats_new_mustache,
        "icons/ant.fill.svg": PackageResources.ant_fill_svg,
        "icons/arrow.triangle.2.circlepath.svg": PackageResources.arrow_triangle_2_circlepath_svg,
        "icons/bell.fill.svg": PackageResources.bell_fill_svg,
        "icons/bolt.fill.svg": PackageResources.bolt_fill_svg,
        "icons/bookmark.fill.svg": PackageResources.bookmark_fill_svg,
        "icons/calendar.svg": PackageResources.calendar_svg,
        "icons/chart.bar.fill.svg": PackageResources.chart_bar_fill_svg,
        "icons/checkmark.circle.fill.svg": PackageResources.checkmark_circle_fill_svg,
        "icons/clock.fill.svg": PackageResources.clock_fill_svg,
        "icons/doc.text.fill.svg": PackageResources.doc_text_fill_svg,
        "icons/exclamationmark.triangle.fill.svg": PackageResources.exclamationmark_triangle_fill_svg,
        "icons/flag.fill.svg": PackageResources.flag_fill_svg,
        "icons/folder.fill.svg": PackageResources.folder_fill_svg,
        "icons/gearshape.fill.svg": PackageResources.gearshape_fill_svg,
        "icons/gift.fill.svg": PackageResources.gift_fill_svg,
        "icons/globe.svg": PackageResources.globe_svg,
        "icons/hammer.fill.svg": PackageResources.hammer_fill_svg,
        "icons/heart.fill.svg": PackageResources.heart_fill_svg,
        "icons/icloud.fill.svg": PackageResources.icloud_fill_svg,
        "icons/leaf.fill.svg": PackageResources.leaf_fill_svg,
        "icons/lightbulb.fill.svg": PackageResources.lightbulb_fill_svg,
        "icons/lock.shield.fill.svg": PackageResources.lock_shield_fill_svg,
        "icons/magnifyingglass.svg": PackageResources.magnifyingglass_svg,
        "icons/paintbrush.fill.svg": PackageResources.paintbrush_fill_svg,
        "icons/paperplane.fill.svg": PackageResources.paperplane_fill_svg,
        "icons/pencil.svg": PackageResources.pencil_svg,
        "icons/person.2.fill.svg": PackageResources.person_2_fill_svg,
        "icons/photo.svg": PackageResources.photo_svg,
        "icons/play.fill.svg": PackageResources.play_fill_svg,
        "icons/sparkles.svg": PackageResources.sparkles_svg,
        "icons/speedometer.svg": PackageResources.speedometer_svg,
        "icons/square.and.arrow.up.svg": PackageResources.square_and_arrow_up_svg,
        "icons/star.fill.svg": PackageResources.star_fill_svg,
        "icons/text.bubble.fill.svg": PackageResources.text_bubble_fill_svg,
        "icons/trash.fill.svg": PackageResources.trash_fill_svg,
        "icons/wand.and.stars.svg": PackageResources.wand_and_stars_svg,
    ]

    /// The text of a theme file, when there is one by that path.
    public static func text(_ path: String) -> String? {
        all[path].map { String(decoding: $0, as: UTF8.self) }
    }
}
