"""The pages of the built example site that the layout and accessibility
checks visit, by the role they play (docs/content.md)."""

# Path below the site root, by a short name used in test ids and screenshots.
CHANGELOG = "index.html"
CHANGELOG_PAGE_2 = "page/2/"
VERSION = "versions/3.0.0/"
SHEET = "whats-new/3.0.0/"
NOT_FOUND = "404.html"
VERSION_INDEX = "versions/"
LABEL = "labels/fixed/"

ACCESSIBILITY_PAGES = {
    "changelog": CHANGELOG,
    "changelog-page-2": CHANGELOG_PAGE_2,
    "version": VERSION,
    "sheet": SHEET,
    "not-found": NOT_FOUND,
    "version-index": VERSION_INDEX,
    "label": LABEL,
}

RESPONSIVE_PAGES = {
    "changelog": CHANGELOG,
    "version": VERSION,
    "sheet": SHEET,
}
