import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

@Suite struct AssetResolverTests {
    @Test("resolves files in content/assets, escaping characters that would end the URL path")
    func resolvesAssets() throws {
        let folder = try TemporaryFolder()
        try folder.write("png", to: "content/assets/editor.png")
        try folder.write("png", to: "content/assets/my shot#1.png")
        let resolver = AssetResolver(contentFolder: folder("content"))
        #expect(resolver.resolve("assets/editor.png") == .success(.site("assets/editor.png")))
        #expect(resolver.resolve("./assets/editor.png") == .success(.site("assets/editor.png")))
        #expect(resolver.resolve("assets/my shot#1.png") == .success(.site("assets/my%20shot%231.png")))
        #expect(resolver.resolve("https://cdn.example/a.png") == .success(.absolute("https://cdn.example/a.png")))
    }

    @Test("rejects paths that leave the site, lie outside assets/, or name nothing", arguments: [
        ("../secret.png", AssetResolver.Failure.leavesSite),
        ("/etc/passwd", .leavesSite),
        ("assets/../../x.png", .leavesSite),
        ("versions/1.0.0.md", .notUnderAssets),
        ("assets/missing.png", .missing),
        ("javascript:alert(1)", .badURL("javascript")),
    ])
    func rejects(path: String, failure: AssetResolver.Failure) throws {
        let folder = try TemporaryFolder()
        try folder.write("x", to: "content/versions/1.0.0.md")
        let resolver = AssetResolver(contentFolder: folder("content"))
        #expect(resolver.resolve(path) == .failure(failure))
    }

    @Test("rejects a symlink in assets/ that points outside the site")
    func rejectsOutsideLink() throws {
        let folder = try TemporaryFolder()
        try folder.write("secret", to: "outside.png")
        try FileManager.default.createDirectory(at: folder("site/content/assets"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder("site/content/assets/link.png"), withDestinationURL: folder("outside.png"))
        let resolver = AssetResolver(contentFolder: folder("site/content"))
        #expect(resolver.resolve("assets/link.png") == .failure(.leavesSite))
    }
}
