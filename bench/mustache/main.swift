// Renders a 10,000-item changelog list five times and prints the median time,
// the output size and the throughput. Run it through run.sh (release build).
import Foundation
import NoteSiteBuild
import NoteSiteMustache

let source = """
    <ol class="versions">
    {{#versions}}
      <li id="v{{version}}">
        <h2>{{title}} <small>{{version}}</small>{{#prerelease}} <span class="badge">Pre-release</span>{{/prerelease}}</h2>
        <time datetime="{{date}}">{{date}}</time>
        <ul>
        {{#features}}
          <li><span class="icon" style="color: {{color}}">{{icon}}</span> <b>{{{titleHTML}}}</b> {{subtitle}}</li>
        {{/features}}
        </ul>
        {{^features}}<p>No highlights.</p>{{/features}}
        <div class="body">{{{body}}}</div>
      </li>
    {{/versions}}
    </ol>

    """

func makeContext(count: Int) -> MustacheValue {
    let versions: [MustacheValue] = (0..<count).map { index in
        let features: [MustacheValue] = index % 5 == 0 ? [] : (0..<3).map { feature in
            [
                "icon": "star.fill", "color": "orange",
                "titleHTML": .string("Faster <strong>sync</strong> \(feature)"),
                "subtitle": "Up to \"twice\" as fast on large libraries & more.",
            ]
        }
        return [
            "version": .string("1.\(index / 100).\(index % 100)"),
            "title": "What's New & Improved",
            "date": "2026-03-18",
            "prerelease": .bool(index % 7 == 0),
            "features": .list(features),
            "body": "<p>Long-form <em>release notes</em> for this version.</p>",
        ]
    }
    return ["versions": .list(versions)]
}

do {
    let template = try Template(parsing: source, name: "bench")
    let context = makeContext(count: 10_000)
    var times: [Double] = []
    var size = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        let output = template.render(context)
        let end = DispatchTime.now().uptimeNanoseconds
        size = output.utf8.count
        times.append(Double(end - start) / 1e9)
    }
    let median = times.sorted()[times.count / 2]
    let megabytes = Double(size) / 1_000_000
    print(String(format: "10000 items, 5 runs: median %.1f ms, output %.2f MB, %.0f MB/s",
                 median * 1000, megabytes, megabytes / median))
} catch {
    print(error.diagnostic.text)
    exit(1)
}
