import Foundation
import Testing

/// The same input gives byte-identical output (docs/builds.md), wherever the site
/// lies and whatever the time zone or locale of the machine.
@Suite("Deterministic output") struct DeterminismTests {
    @Test("two copies of a site at different paths, built under different TZ and LANG, give identical trees")
    func identicalTrees() throws {
        let folder = try TemporaryFolder()
        let first = try TrustFixtures.copyExample(into: folder, as: "a/site")
        let second = try TrustFixtures.copyExample(into: folder, as: "elsewhere/deeper/copy of site")
        let runs: [(URL, [String: String])] = [
            (first, ["TZ": "UTC", "LANG": "C", "LC_ALL": "C"]),
            (second, ["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "tr_TR.UTF-8"]),
        ]
        var trees: [TreeDigest] = []
        for (site, environment) in runs {
            let result = try NoteSiteBinary.run(["build", ".", "-o", "_site", "--quiet"], in: site, environment: environment)
            #expect(result.status == 0, "\(result.stderr)")
            trees.append(TreeDigest(at: site.appendingPathComponent("_site")))
        }
        #expect(trees[0].files.count > 100)
        #expect(trees[0] == trees[1], "differ: \(trees[0].differences(from: trees[1]))")
    }

    @Test("building twice in a row changes nothing")
    func rebuildIsStable() throws {
        let folder = try TemporaryFolder()
        let site = try TrustFixtures.copyExample(into: folder, as: "site")
        #expect(TrustFixtures.build(site, into: folder("out")).succeeded)
        let first = TreeDigest(at: folder("out"))
        #expect(TrustFixtures.build(site, into: folder("out")).succeeded)
        #expect(TreeDigest(at: folder("out")) == first)
    }
}
