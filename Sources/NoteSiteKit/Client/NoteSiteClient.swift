import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Loads a site's version index and the notes of the versions an app shows
/// (docs/app.md): one small GET per document, revalidated from a cache
/// folder, with the cache and then a bundled copy as fallbacks.
public struct NoteSiteClient: Sendable {
    /// The site's root, where `whats-new/index.json` lies below.
    public let url: URL
    /// A folder with a copy of the site's files in the same layout, shipped in the app.
    public let bundled: URL?
    /// A folder the client may write its copies to (an App Group container works).
    public let cache: URL?
    /// How long one request may take.
    public let timeout: TimeInterval
    let session: URLSession

    /// A client for the site at `url`.
    ///
    /// `bundled` holds the files the app ships (`whats-new/index.json`,
    /// `whats-new/<v>/notes.json`) for a first launch without network;
    /// `cache` is where the client keeps what it loaded.
    public init(url: URL, bundled: URL? = nil, cache: URL? = nil, timeout: TimeInterval = 5) {
        self.url = url
        self.bundled = bundled
        self.cache = cache
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        // The client revalidates by itself; no other cache, no cookies.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        // The client's own deadline (see `send`) is exact; this one only backs it up,
        // as some URLSession implementations count whole seconds.
        configuration.timeoutIntervalForRequest = timeout + 1
        self.session = URLSession(configuration: configuration)
    }

    /// The version index in the first of `preferredLanguages` that the site
    /// has (RFC 4647 lookup), else in the site's default language.
    public func index(preferredLanguages: [String] = Locale.preferredLanguages) async throws -> Fetched<WhatsNewIndex> {
        let root = try await fetch(WhatsNewIndex.self, at: Self.indexPath(language: nil))
        guard let tag = LanguageLookup.resolve(preferredLanguages, in: root.value.languages),
              tag != root.value.language else { return root }
        // A language whose index cannot be had falls back to the default language's.
        return (try? await fetch(WhatsNewIndex.self, at: Self.indexPath(language: tag))) ?? root
    }

    /// One version's notes in the language of `index`, else in the default language.
    public func notes(for version: SemanticVersion, in index: WhatsNewIndex) async throws -> Fetched<NoteVersion> {
        let language = index.language == index.languages.first ? nil : index.language
        do {
            return try await fetch(NoteVersion.self, at: Self.notesPath(version, language: language))
        } catch where language != nil {
            return try await fetch(NoteVersion.self, at: Self.notesPath(version, language: nil))
        }
    }

    /// What to show now for the app's version `current`, newest first: the
    /// index, the rules, then the notes of the picked versions only.
    ///
    /// With `skipFirstVisit` and nothing stored, every version up to
    /// `current` is saved as presented and nothing is returned. Nothing else
    /// is saved: call `store.save(presentedVersion:)` when the sheet is dismissed.
    public func whatsNew(
        current: SemanticVersion, store: any PresentedVersionStore, options: WhatsNewOptions = WhatsNewOptions(),
        preferredLanguages: [String] = Locale.preferredLanguages
    ) async throws -> [NoteVersion] {
        let index = try await index(preferredLanguages: preferredLanguages).value
        let picker = WhatsNewPicker(index: index, options: options)
        let presented = store.presentedVersions
        if presented == nil, options.skipFirstVisit {
            store.save(presentedVersions: picker.firstVisitPresented(current: current).reversed())
            return []
        }
        let picked = picker.whatsNew(current: current, presented: presented)
        // One request per picked version, all at once; the result keeps the pick's order.
        return try await withThrowingTaskGroup(of: (Int, NoteVersion).self) { group in
            for (position, version) in picked.enumerated() {
                group.addTask { (position, try await self.notes(for: version, in: index).value) }
            }
            var notes: [NoteVersion?] = Array(repeating: nil, count: picked.count)
            for try await (position, note) in group { notes[position] = note }
            return notes.compactMap { $0 }
        }
    }

    /// `whats-new/index.json`, or `<tag>/whats-new/index.json` for a further language.
    public static func indexPath(language: String?) -> String {
        (language.map { "\($0)/" } ?? "") + "whats-new/index.json"
    }

    /// `whats-new/<v>/notes.json`, or below `<tag>/` for a further language.
    public static func notesPath(_ version: SemanticVersion, language: String?) -> String {
        (language.map { "\($0)/" } ?? "") + "whats-new/\(version.canonical)/notes.json"
    }
}
