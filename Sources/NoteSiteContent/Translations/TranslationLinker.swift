import NoteSiteDiagnostics
import NoteSiteSourceData
/// Links each translation to its original by version and checks that its
/// lists match the original's, position by position (docs/languages.md).
struct TranslationLinker {
    let originals: [SemanticVersion: Release]
    /// False when some version file failed to load: a translation without
    /// original may then only be waiting for that file to be fixed.
    let originalsComplete: Bool
    var table = TranslationTable()
    var problems: [Diagnostic] = []

    init(originals: [Release], originalsComplete: Bool) {
        var byVersion: [SemanticVersion: Release] = [:]
        for release in originals where byVersion[release.version] == nil { byVersion[release.version] = release }
        self.originals = byVersion
        self.originalsComplete = originalsComplete
    }

    mutating func add(_ t: Translation) {
        let v = t.version.canonical
        if let earlier = table.byLanguage[t.language]?[t.version] {
            fail(t, at: t.versionLocation, "version \(v) is also translated into \(t.language) by \(earlier.sourcePath)",
                 hint: "keep one \(t.language) translation per version")
            return
        }
        guard let original = originals[t.version] else {
            if originalsComplete {
                fail(t, at: t.versionLocation, "the \(t.language) translation of version \(v) has no original",
                     hint: "add the version's own file (content/versions/\(v).md), or correct 'version'")
            }
            return
        }
        let before = problems.count
        check(t, against: original)
        if problems.count == before { table.byLanguage[t.language, default: [:]][t.version] = t }
    }

    private mutating func fail(_ t: Translation, at location: Located<Bool>?, _ message: String, hint: String) {
        problems.append(Diagnostic(path: t.sourcePath, line: location?.line, column: location?.column, message: message, hint: hint))
    }

    private mutating func checkLength(_ t: Translation, key: String, given: Int?, original: Int, at location: Located<Bool>?) {
        guard let given, given != original else { return }
        fail(t, at: location, "'\(key)' has \(given) item\(given == 1 ? "" : "s") but the original has \(original)",
             hint: "translate the original's \(key) item by item, in order; write {} for an item whose texts stay as they are")
    }

    private mutating func check(_ t: Translation, against r: Release) {
        checkLength(t, key: "features", given: t.features?.count, original: r.features.count, at: t.featuresLocation)
        checkLength(t, key: "pages", given: t.pages?.count, original: r.pages.count, at: t.pagesLocation)
        for (index, (text, page)) in zip(t.pages ?? [], r.pages).enumerated() {
            let key = "pages[\(index)]"
            let kind: String
            switch page {
            case .list(_, let rows):
                kind = "list"
                checkLength(t, key: key + ".list.rows", given: text.rows?.count, original: rows.count, at: text.rowsLocation)
            case .image: kind = "image"
            case .video: kind = "video"
            }
            if let given = text.kind, given != kind {
                fail(t, at: text.location, "'\(key)' is \(kind == "image" ? "an" : "a") \(kind) in the original, not \(given == "image" ? "an" : "a") \(given)",
                     hint: "translate it as \(kind == "list" ? "list:" : kind + ":"), or give only its texts")
            } else if kind == "list", text.url != nil || text.poster != nil {
                fail(t, at: text.location, "'\(key)' is a list in the original and has no media URL", hint: "give only its texts")
            } else if kind == "image", text.poster != nil {
                fail(t, at: text.location, "'\(key)' is an image in the original and has no poster", hint: "give only its texts and image:")
            }
        }
        for (type, items) in t.changes.sorted(by: { $0.key < $1.key }) {
            let location = t.changesLocations[type]
            guard let original = r.changes.first(where: { $0.kind.rawValue == type }) else {
                fail(t, at: location, "'changes.\(type)' is not in the original of version \(t.version.canonical)",
                     hint: "translate only the change types the original lists")
                continue
            }
            checkLength(t, key: "changes.\(type)", given: items.count, original: original.items.count, at: location)
        }
        if r.secondaryAction == nil, t.secondaryTitle != nil || t.secondaryURL != nil {
            fail(t, at: t.versionLocation, "the original of version \(t.version.canonical) has no secondaryAction to translate",
                 hint: "add the action to the original first")
        }
    }
}
