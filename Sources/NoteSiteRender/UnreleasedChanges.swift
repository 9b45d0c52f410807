import NoteSiteMustache
import NoteSiteContent
/// The change fragments that the first changelog page of every language
/// shows when `unreleased.show` is true (docs/content.md).
package struct UnreleasedChanges: Sendable {
    let fragments: [Fragment]
    /// The language the fragments are written in.
    let originalLanguage: String

    init() {
        fragments = []
        originalLanguage = "en"
    }

    package init(site: LoadedSite) {
        self.init(fragments: site.config.showsUnreleased ? site.fragments : [], language: site.config.language)
    }

    package init(fragments: [Fragment], language: String) {
        self.fragments = fragments
        originalLanguage = language
    }

    /// Each type present with its items' Markdown in `language`, translated where a translation exists.
    package func texts(in language: String) -> [(kind: ChangeKind, items: [String])] {
        ChangeKind.allCases.compactMap { kind in
            let items = fragments.filter { $0.kind == kind }.map { $0.text(in: language).markdown }
            return items.isEmpty ? nil : (kind, items)
        }
    }

    /// Each type present, in Keep a Changelog's order, with its items in
    /// `language` (a translation, else the original marked with its
    /// language) and the platforms each is for.
    func lists(in language: String) -> [(kind: ChangeKind, items: [Item])] {
        let mark = InheritedMark(original: originalLanguage, language: language)
        return ChangeKind.allCases.compactMap { kind -> (kind: ChangeKind, items: [Item])? in
            let items = fragments.filter { $0.kind == kind }.map { fragment -> Item in
                let text = fragment.translations[language] ?? (language == originalLanguage ? fragment.text : mark.inline(fragment.text))
                return Item(text: text, platforms: fragment.platforms)
            }
            return items.isEmpty ? nil : (kind, items)
        }
    }

    /// One fragment as a page shows it.
    struct Item {
        var text: InlineText
        /// Empty: for every platform.
        var platforms: [String]
    }
}

extension PageRenderer {
    /// The "Unreleased" section's data, or null when there is nothing to
    /// show. The first changelog page is made from it, and keeps its digest
    /// for a rebuild to compare.
    package func unreleasedSection() -> MustacheValue {
        let lists = unreleased.lists(in: config.language)
        guard !lists.isEmpty else { return .null }
        let context = ReleaseContext(config: config, route: Routes.changelog(page: 1), prefix: prefix, words: words)
        return ["heading": .string(words.text("unreleased")),
                "lists": .list(lists.map { list in
                    ["kind": .string(list.kind.rawValue), "heading": .string(words.heading(list.kind)),
                     // An item for some platforms only has their badges, as in a version.
                     "items": .list(list.items.map { item -> MustacheValue in
                         let value = context.inline(item.text)
                         guard !item.platforms.isEmpty, case .object(var fields) = value else { return value }
                         fields["platformBadges"] = ReleaseContext.platformBadges(item.platforms)
                         return .object(fields)
                     })]
                })]
    }
}
