import Testing
import NoteSiteBuild
@testable import NoteSiteServe
import NoteSiteOutput

@Suite("What reconnecting pages learn they missed")
struct LiveSiteTests {
    private func files(_ names: [String]) -> [String: MemoryOutput.File] {
        Dictionary(uniqueKeysWithValues: names.map { ($0, MemoryOutput.File(bytes: Array($0.utf8), digest: $0)) })
    }

    @Test("the first build replaces everything; later ones name their paths")
    func publishes() {
        let live = LiveSite(instance: "run")
        let first = live.publish(files: files(["index.html"]), changed: ["index.html"], mount: "/")
        #expect(first == ReloadEvent(id: "run.1", paths: nil, problems: []))
        let second = live.publish(files: files(["index.html"]), changed: ["index.html"], mount: "/")
        #expect(second == ReloadEvent(id: "run.2", paths: ["index.html"], problems: []))
        let moved = live.publish(files: files(["index.html"]), changed: [], mount: "/notes/")
        #expect(moved.paths == nil)
    }

    @Test("catching up joins the changes since the page's build and keeps the problems")
    func catchUp() {
        let live = LiveSite(instance: "run")
        _ = live.publish(files: files(["a"]), changed: ["a"], mount: "/")
        _ = live.publish(files: files(["a", "b"]), changed: ["b"], mount: "/")
        _ = live.fail(problems: ["x.md:1:1: error: broken"])
        _ = live.publish(files: files(["a", "b"]), changed: ["a"], mount: "/")
        #expect(live.catchUp(since: "run.1") == ReloadEvent(id: "run.4", paths: ["a", "b"], problems: []))
        #expect(live.catchUp(since: "run.3").paths == ["a"])
        #expect(live.catchUp(since: "run.4").paths == [])
        #expect(live.catchUp(since: "other.4").paths == nil, "a page from another run reloads")
        #expect(live.catchUp(since: "run.9").paths == nil, "an unknown build reloads")
        #expect(live.catchUp(since: nil).paths == nil)
        _ = live.fail(problems: ["x.md:1:1: error: broken"])
        #expect(live.catchUp(since: "run.4").problems == ["x.md:1:1: error: broken"])
    }

    @Test("the event goes on one data line, with null for everything")
    func wire() {
        let event = ReloadEvent(id: "r.2", paths: nil, problems: ["a\n  hint: b"])
        #expect(String(decoding: event.wire, as: UTF8.self) == "id: r.2\nevent: build\ndata: {\"paths\":null,\"problems\":[\"a\\n  hint: b\"]}\n\n")
    }

    @Test("the reload script goes before the last </body>, or at the end")
    func injects() {
        let tag = LiveScript.tag(page: "index.html", mount: "/d/", eventID: "r.1")
        let page = "<body><p>x</p></body></html>"
        #expect(String(decoding: LiveScript.inject(into: Array(page.utf8), page: "index.html", mount: "/d/", eventID: "r.1"), as: UTF8.self)
            == "<body><p>x</p>" + tag + "</body></html>")
        #expect(String(decoding: LiveScript.inject(into: Array("<p>".utf8), page: "index.html", mount: "/d/", eventID: "r.1"), as: UTF8.self)
            == "<p>" + tag)
        #expect(LiveScript.tag(page: "a\"b", mount: "/", eventID: "r").contains("data-page=\"a&quot;b\""))
    }
}
