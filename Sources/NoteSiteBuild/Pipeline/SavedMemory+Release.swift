import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteContent

// A release and what it is made of, in the binary form of `SavedMemory`.
// Every field is written: a release read back must equal the one written
// (`SavedMemoryTests` checks this on random releases).

typealias Malformed = ByteReader.Malformed

extension ByteWriter {
    /// Its outline, then where its rest lies (`SavedRelease`).
    mutating func release(_ release: Release, rest place: SavedRelease.Place) {
        let f = release.box.fields
        version(f.version)
        optional(f.date) { $0.string($1) }
        bool(f.isDraft)
        optional(f.title) { $0.inline($1) }
        strings(f.labels)
        bool(f.isYanked)
        optional(f.build) { $0.string($1) }
        optional(f.dateTime) { $0.string($1) }
        optional(f.platforms) { $0.strings($1) }
        strings(f.audience)
        string(f.sourcePath)
        optional(f.versionLine) { $0.int($1) }
        optional(f.versionColumn) { $0.int($1) }
        bool(f.fallsBack)
        optional(f.bodyLine) { $0.int($1) }
        array(release.changeKinds) { $0.string($1.rawValue) }
        let summary = release.platformSummary
        optional(summary.counted) { $0.strings($1) }
        strings(summary.parts)
        unsigned(UInt64(place.offset))
        unsigned(UInt64(place.count))
        unsigned(place.sum)
    }

    /// The fields that are not the outline, as the bytes of a rest.
    mutating func rest(_ f: Release.Fields) -> [UInt8] {
        detached { $0.restFields(f) }
    }

    private mutating func restFields(_ f: Release.Fields) {
        array(f.features) { $0.feature($1) }
        array(f.pages) { $0.page($1) }
        array(f.pagePlatforms) { $0.strings($1) }
        optional(f.primaryAction) { w, action in
            w.optional(action.title) { $0.inline($1) }
            w.optional(action.backgroundColor) { $0.string($1) }
            w.optional(action.foregroundColor) { $0.string($1) }
        }
        optional(f.secondaryAction) { w, action in
            w.inline(action.title)
            w.url(action.url)
        }
        layout(f.layout)
        array(f.changes) { w, list in
            w.string(list.kind.rawValue)
            w.array(list.items) { $0.inline($1) }
            w.array(list.itemPlatforms) { $0.strings($1) }
        }
        string(f.bodyMarkdown)
        string(f.bodyHTML)
    }

    mutating func version(_ v: SemanticVersion) {
        unsigned(v.major)
        unsigned(v.minor)
        unsigned(v.patch)
        strings(v.prerelease)
        strings(v.build)
        string(v.canonical)
        string(v.fullText)
    }

    mutating func inline(_ text: InlineText) {
        string(text.markdown)
        string(text.html)
        string(text.text)
    }

    mutating func url(_ url: SiteURL) {
        switch url {
        case .absolute(let text): bool(false); string(text)
        case .site(let path): bool(true); string(path)
        }
    }

    mutating func feature(_ feature: Feature) {
        switch feature.icon {
        case .symbol(let name, let svg): unsigned(0); string(name); shared(svg)
        case .emoji(let text): unsigned(1); string(text)
        case .image(let url, let alt): unsigned(2); self.url(url); string(alt)
        }
        optional(feature.color) { $0.string($1) }
        inline(feature.title)
        optional(feature.subtitle) { $0.inline($1) }
        strings(feature.platforms)
    }

    mutating func page(_ page: SheetPage) {
        switch page {
        case .list(let title, let rows):
            unsigned(0)
            optional(title) { $0.inline($1) }
            array(rows) { $0.feature($1) }
        case .image(let url, let alt, let title, let description):
            unsigned(1)
            self.url(url)
            string(alt)
            optional(title) { $0.inline($1) }
            optional(description) { $0.inline($1) }
        case .video(let url, let poster, let title, let description):
            unsigned(2)
            self.url(url)
            optional(poster) { $0.url($1) }
            optional(title) { $0.inline($1) }
            optional(description) { $0.inline($1) }
        }
    }

    mutating func layout(_ l: Layout) {
        bool(l.showsScrollViewIndicators)
        for value in [l.scrollViewBottomContentInset, l.contentSpacing, l.featureListSpacing, l.featureImageWidth,
                      l.featureHorizontalSpacing, l.featureVerticalSpacing, l.footerActionSpacing,
                      l.footerPrimaryActionButtonCornerRadius] {
            double(value)
        }
        for insets in [l.contentPadding, l.featureListPadding, l.footerVisualEffectViewPadding] {
            for value in [insets.top, insets.leading, insets.bottom, insets.trailing] { double(value) }
        }
        string(l.featureHorizontalAlignment.rawValue)
    }
}

extension ByteReader {
    /// A release's outline, its rest left in `file` for later.
    mutating func release(in file: SavedMemoryFile) throws(Malformed) -> Release {
        let version = try version()
        let date = try optional { r throws(Malformed) in try r.string() }
        let isDraft = try bool()
        let title = try optional { r throws(Malformed) in try r.inline() }
        var fields = Release.Fields(version: version, date: date, isDraft: isDraft, title: title, features: [], pages: [],
                                    primaryAction: nil, secondaryAction: nil, layout: Layout(), bodyMarkdown: "",
                                    bodyHTML: "", sourcePath: "")
        fields.labels = try strings()
        fields.isYanked = try bool()
        fields.build = try optional { r throws(Malformed) in try r.string() }
        fields.dateTime = try optional { r throws(Malformed) in try r.string() }
        fields.platforms = try optional { r throws(Malformed) in try r.strings() }
        fields.audience = try strings()
        fields.sourcePath = try string()
        fields.versionLine = try optional { r throws(Malformed) in try r.int() }
        fields.versionColumn = try optional { r throws(Malformed) in try r.int() }
        fields.fallsBack = try bool()
        fields.bodyLine = try optional { r throws(Malformed) in try r.int() }
        let kinds = try array { r throws(Malformed) in try r.changeKind() }
        let summary = PlatformSummary(counted: try optional { r throws(Malformed) in try r.strings() }, parts: try strings())
        let offset = try unsigned(), count = try unsigned(), sum = try unsigned()
        guard offset < UInt64(Int.max), count < UInt64(Int.max) else { throw Malformed() }
        let place = SavedRelease.Place(offset: Int(offset), count: Int(count), sum: sum)
        return Release(outline: fields, saved: SavedRelease(file: file, place: place, changeKinds: kinds,
                                                                  platformSummary: summary))
    }

    /// The rest of a release (`ByteWriter.release`) into `fields`, whose
    /// change lists must be of `kinds`.
    mutating func rest(into fields: inout Release.Fields, kinds: [ChangeKind]) throws(Malformed) {
        fields.features = try array { r throws(Malformed) in try r.feature() }
        fields.pages = try array { r throws(Malformed) in try r.page() }
        fields.pagePlatforms = try array { r throws(Malformed) in try r.strings() }
        fields.primaryAction = try optional { r throws(Malformed) in
            PrimaryAction(title: try r.optional { r throws(Malformed) in try r.inline() },
                          backgroundColor: try r.optional { r throws(Malformed) in try r.string() },
                          foregroundColor: try r.optional { r throws(Malformed) in try r.string() })
        }
        fields.secondaryAction = try optional { r throws(Malformed) in SecondaryAction(title: try r.inline(), url: try r.url()) }
        fields.layout = try layout()
        fields.changes = try array { r throws(Malformed) in
            ChangeList(kind: try r.changeKind(), items: try r.array { r throws(Malformed) in try r.inline() },
                       itemPlatforms: try r.array { r throws(Malformed) in try r.strings() })
        }
        guard fields.changes.map(\.kind) == kinds else { throw Malformed() }
        fields.bodyMarkdown = try string()
        fields.bodyHTML = try string()
        guard atEnd else { throw Malformed() }
    }

    private mutating func changeKind() throws(Malformed) -> ChangeKind {
        guard let kind = ChangeKind(rawValue: try string()) else { throw Malformed() }
        return kind
    }

    mutating func version() throws(Malformed) -> SemanticVersion {
        SemanticVersion(major: try unsigned(), minor: try unsigned(), patch: try unsigned(), prerelease: try strings(),
                        build: try strings(), canonical: try string(), fullText: try string())
    }

    mutating func inline() throws(Malformed) -> InlineText {
        InlineText(markdown: try string(), html: try string(), text: try string())
    }

    mutating func url() throws(Malformed) -> SiteURL {
        try bool() ? .site(try string()) : .absolute(try string())
    }

    mutating func feature() throws(Malformed) -> Feature {
        let icon: Icon
        switch try unsigned() {
        case 0: icon = .symbol(name: try string(), svg: try shared())
        case 1: icon = .emoji(try string())
        case 2: icon = .image(try url(), alt: try string())
        default: throw Malformed()
        }
        return Feature(icon: icon, color: try optional { r throws(Malformed) in try r.string() }, title: try inline(),
                       subtitle: try optional { r throws(Malformed) in try r.inline() }, platforms: try strings())
    }

    mutating func page() throws(Malformed) -> SheetPage {
        switch try unsigned() {
        case 0:
            return .list(title: try optional { r throws(Malformed) in try r.inline() },
                         rows: try array { r throws(Malformed) in try r.feature() })
        case 1:
            return .image(url: try url(), alt: try string(), title: try optional { r throws(Malformed) in try r.inline() },
                          description: try optional { r throws(Malformed) in try r.inline() })
        case 2:
            return .video(url: try url(), poster: try optional { r throws(Malformed) in try r.url() },
                          title: try optional { r throws(Malformed) in try r.inline() },
                          description: try optional { r throws(Malformed) in try r.inline() })
        default: throw Malformed()
        }
    }

    mutating func layout() throws(Malformed) -> Layout {
        var l = Layout()
        l.showsScrollViewIndicators = try bool()
        l.scrollViewBottomContentInset = try double()
        l.contentSpacing = try double()
        l.featureListSpacing = try double()
        l.featureImageWidth = try double()
        l.featureHorizontalSpacing = try double()
        l.featureVerticalSpacing = try double()
        l.footerActionSpacing = try double()
        l.footerPrimaryActionButtonCornerRadius = try double()
        l.contentPadding = try insets()
        l.featureListPadding = try insets()
        l.footerVisualEffectViewPadding = try insets()
        guard let alignment = Layout.Alignment(rawValue: try string()) else { throw Malformed() }
        l.featureHorizontalAlignment = alignment
        return l
    }

    private mutating func insets() throws(Malformed) -> Layout.Insets {
        Layout.Insets(top: try double(), leading: try double(), bottom: try double(), trailing: try double())
    }

}
