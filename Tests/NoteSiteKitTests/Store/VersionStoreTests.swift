import Foundation
import Testing
import NoteSiteKit

@Suite("Presented versions in UserDefaults and in memory")
struct VersionStoreTests {
    /// A UserDefaults suite of its own, emptied first.
    static func defaults(_ name: String = #function) throws -> UserDefaults {
        let suite = "notesite.kit.tests.\(name.filter(\.isLetter)).\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defaults.removePersistentDomain(forName: suite)
        return defaults
    }

    static func v(_ text: String) throws -> SemanticVersion { try SemanticVersion(frontMatter: text) }

    @Test("nothing stored reads as nil, then the widget's JSON array of canonical versions")
    func userDefaultsFormat() throws {
        let defaults = try Self.defaults()
        let store = UserDefaultsVersionStore(defaults: defaults)
        #expect(store.presentedVersions == nil)
        store.save(presentedVersion: try Self.v("1.4.0+build.7"))
        store.save(presentedVersion: try Self.v("2.0.0-beta.1"))
        store.save(presentedVersion: try Self.v("1.4"))
        #expect(defaults.string(forKey: "notesite.presentedVersions") == #"["1.4.0","2.0.0-beta.1"]"#)
        #expect(store.presentedVersions == [try Self.v("1.4.0"), try Self.v("2.0.0-beta.1")])
        store.remove(presentedVersion: try Self.v("1.4.0"))
        #expect(defaults.string(forKey: "notesite.presentedVersions") == #"["2.0.0-beta.1"]"#)
        store.removeAll()
        #expect(store.presentedVersions == nil)
    }

    @Test("reads what the widget may have written: shorthand, a v, other values skipped")
    func readsWidgetLists() throws {
        let defaults = try Self.defaults()
        defaults.set(#"["1.4", "v2.0.0", 3, "banana", "1.4.0"]"#, forKey: "notesite.presentedVersions")
        let store = UserDefaultsVersionStore(defaults: defaults)
        #expect(store.presentedVersions == [try Self.v("1.4.0"), try Self.v("2.0.0")])
        defaults.set("not json", forKey: "notesite.presentedVersions")
        #expect(store.presentedVersions == [])
        defaults.set(["1.0", "v1.1.0"], forKey: "notesite.presentedVersions")
        #expect(store.presentedVersions == [try Self.v("1.0.0"), try Self.v("1.1.0")])
    }

    @Test("an empty stored list is not nothing stored")
    func emptyList() throws {
        let defaults = try Self.defaults()
        let store = UserDefaultsVersionStore(defaults: defaults)
        store.save(presentedVersion: try Self.v("1.0.0"))
        store.remove(presentedVersion: try Self.v("1.0.0"))
        #expect(store.presentedVersions == [])
        #expect(defaults.string(forKey: "notesite.presentedVersions") == "[]")
    }

    @Test("the in-memory store keeps the same rules")
    func inMemory() throws {
        let store = InMemoryVersionStore()
        #expect(store.presentedVersions == nil)
        store.save(presentedVersions: [try Self.v("1.0.0"), try Self.v("1.0.0+2"), try Self.v("1.1.0")])
        #expect(store.presentedVersions == [try Self.v("1.0.0"), try Self.v("1.1.0")])
        store.remove(presentedVersion: try Self.v("1.1.0"))
        #expect(store.presentedVersions == [try Self.v("1.0.0")])
        store.removeAll()
        #expect(store.presentedVersions == nil)
    }
}
