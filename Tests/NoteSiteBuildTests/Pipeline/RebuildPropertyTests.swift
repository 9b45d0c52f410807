import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent
import NoteSiteChannels

/// A rebuild's output is byte-identical to a fresh build of the same input,
/// whatever changed in between (docs/builds.md): random sequences of edits, each
/// followed by a rebuild of one output and a fresh build of another, whole
/// trees compared, manifest included.
@Suite("Rebuild equals fresh") struct RebuildPropertyTests {
    /// A small, seeded generator, so a failing sequence can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let edits = ["subtitle", "body", "date", "add", "delete", "rename", "draft", "title", "perPage",
                        "layout", "feedsLimit", "currentVersion", "template", "icon", "asset", "label", "language",
                        "translate", "sparkle", "platform", "itemPlatform", "schedule", "audience", "fragment",
                        "unreleased", "release", "moment", "indexTemplate", "permalinkTemplate", "translateFeature",
                        "nothing"]

    /// Applies one edit named `kind`; returns a description for messages.
    static func apply(_ kind: String, to site: inout EditableSite, at root: URL, using rng: inout SplitMix) -> String {
        let names = site.versions.keys.sorted()
        let name = names.randomElement(using: &rng) ?? ""
        let n = Int.random(in: 0..<1000, using: &rng)
        switch kind {
        case "subtitle": site.versions[name]?.subtitle = "Subtitle \(n)"
        case "body": site.versions[name]?.body = "Body **\(n)** with [a link](versions/1.0.0/)."
        case "date": site.versions[name]?.day = n % 28 + 1
        case "add":
            let v = "2.\(n).0"
            site.versions["\(v).md"] = EditableSite.Version(version: v, day: n % 28 + 1, subtitle: "New \(n)", body: "New body \(n).")
        case "delete": if names.count > 2 { site.versions[name] = nil }
        case "rename":
            if let v = site.versions.removeValue(forKey: name) { site.versions["renamed-\(n)-" + name] = v }
        case "draft": site.versions[name]?.draft.toggle()
        case "title": site.title = "Property \(n)"
        case "perPage": site.perPage = n % 4 + 1
        case "layout": site.contentSpacing = n % 80
        case "feedsLimit": site.feedsLimit = n % 5 + 1
        case "currentVersion":
            site.currentVersion = n % 3 == 0 ? nil : site.versions.values.filter { !$0.draft }.map(\.version).randomElement(using: &rng)
        case "template": site.notFoundOverride = site.notFoundOverride == nil ? "Lost \(n)" : nil
        case "icon": site.iconColor = ["currentColor", "#ff0000", "#00aa00"][n % 3]
        case "asset": site.asset = n % 3 == 0 ? nil : "asset \(n)"
        case "label":
            if site.versions[name]?.labels.isEmpty == true { site.versions[name]?.labels = [["fix", "ios"][n % 2]] } else { site.versions[name]?.labels = [] }
        case "language": site.french = [nil, "fallback", "omit"][n % 3]
        case "translate": site.translations[name] = n % 4 == 0 ? nil : "Version \(n)"
        case "sparkle": site.sparkleNotes.toggle()
        case "platform":
            site.declaresPlatforms = true
            site.versions[name]?.platforms = [nil, "ios", "android", "ios, android"][n % 4]
        case "schedule": site.versions[name]?.scheduled.toggle()
        case "audience": site.versions[name]?.beta.toggle()
        case "itemPlatform":
            site.declaresPlatforms = true
            site.versions[name]?.itemPlatforms = [nil, "ios", "android"][n % 3]
        case "fragment":
            if let gone = site.fragments.keys.sorted().randomElement(using: &rng), n % 3 == 0 {
                site.fragments[gone] = nil
            } else {
                site.fragments["change-\(n).md"] = "---\ntype: \(["added", "fixed"][n % 2])\n---\n\nChange \(n).\n"
            }
        case "unreleased": site.showsUnreleased.toggle()
        case "release": return "release " + release(&site, at: root, version: "3.\(n).0")
        case "moment": site.later.toggle()
        // Templates that start or stop showing a part of the releases, which
        // later edits of those parts must reach.
        case "indexTemplate": site.indexOverride = [nil, 0, 1][n % 3]
        case "permalinkTemplate": site.permalinkOverride = [nil, 0, 1][n % 3]
        case "translateFeature": site.translatedSubtitles[name] = n % 4 == 0 ? nil : "Sous-titre \(n)"
        default: break
        }
        return "\(kind) \(name) \(n)"
    }

    /// Applies zero to two random edits, noted in `history`, and writes the site to `root`.
    static func editRandomly(_ site: inout EditableSite, at root: URL, using rng: inout SplitMix, history: inout [String]) throws {
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            history.append(apply(edits.randomElement(using: &rng)!, to: &site, at: root, using: &rng))
        }
        try site.write(to: root)
    }

    /// `notesite release <version>` on the site as it stands: the fragments
    /// become a version file, which the site then holds as written.
    static func release(_ site: inout EditableSite, at root: URL, version: String) -> String {
        guard (try? site.write(to: root)) != nil, let number = try? SemanticVersion(strict: version) else { return "not written" }
        let outcome = Releaser(site: SitePaths(given: root.path), version: number, clock: SiteClock(now: Date(timeIntervalSince1970: 1_777_593_600))).run()
        guard outcome.succeeded else { return version + " refused" }
        for file in outcome.files where file.path.contains("content/versions/") {
            site.released[URL(fileURLWithPath: file.path).lastPathComponent] = file.text
        }
        site.fragments = [:]
        return version + " written"
    }

    static func build(_ site: URL, into output: URL, clock: SiteClock? = nil) -> BuildReport {
        var options = BuildOptions(site: SitePaths(given: site.path), output: output, outputDisplay: output.lastPathComponent)
        options.clock = clock
        return SiteBuilder(options: options).run()
    }

    @Test("after every random edit, the rebuilt output equals a fresh build byte for byte", arguments: [1, 2, 3, 4])
    func rebuildEqualsFresh(seed: UInt64) throws {
        let folder = try TemporaryFolder()
        let root = folder("site")
        var rng = SplitMix(state: seed)
        var site = EditableSite()
        // One version waits for its moment from the start, so that a
        // "moment" edit alone publishes it (or takes it back).
        site.versions["1.6.0.md"]?.scheduled = true
        try site.write(to: root)
        var history: [String] = []
        var compared = 0, skipped = 0
        for step in 0..<30 {
            if step > 0 { try Self.editRandomly(&site, at: root, using: &rng, history: &history) }
            // The files settle past the file system's clock tick, so that a
            // step that changed nothing finds the output up to date however
            // busy the machine is: a file written within the tick of the
            // build that read it is never trusted (docs/builds.md).
            Thread.sleep(forTimeInterval: 0.01)
            let rebuilt = Self.build(root, into: folder("out"), clock: site.clock)
            if rebuilt.upToDate { skipped += 1 }
            let fresh = Self.build(root, into: folder("fresh-\(step)"), clock: site.clock)
            #expect(rebuilt.diagnostics.map(\.text) == fresh.diagnostics.map(\.text), "seed \(seed), after \(history)")
            guard rebuilt.succeeded && fresh.succeeded else { continue }
            let a = TreeDigest(at: folder("out")), b = TreeDigest(at: folder("fresh-\(step)"))
            if a != b {
                let differing = Set(a.entries.keys).union(b.entries.keys).filter { a.entries[$0] != b.entries[$0] }.sorted()
                Issue.record("seed \(seed), step \(step): rebuild differs from fresh in \(differing.prefix(8)) after \(history)")
                return
            }
            compared += 1
            try FileManager.default.removeItem(at: folder("fresh-\(step)"))
        }
        // Edits that make the site invalid are compared by their messages
        // only; most steps must compare whole trees.
        #expect(compared >= 20, "seed \(seed): only \(compared) of 30 steps built")
        #expect(skipped > 0, "seed \(seed): no rebuild found its output up to date")
    }
}
