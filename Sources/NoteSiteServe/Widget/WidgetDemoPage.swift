import Foundation
import NoteSiteBuild
import NoteSiteOutput
import NoteSiteContent
import NoteSiteSupport

/// The demo host page at `/_notesite/widget`, served from a second port so
/// that, like an app's website, it is another origin than the changelog. It
/// embeds the site's real `whats-new.js` with memory storage, so every load
/// starts as a first visit.
struct WidgetDemoPage: Sendable {
    let live: LiveSite
    /// The main port, where the site and its widget script are served.
    let sitePort: UInt16

    func respond(to head: RequestHead) -> Response {
        guard head.method == "GET" || head.method == "HEAD" else { return SiteResponder.methodNotAllowed }
        if head.path == "/" { return .redirect(.found, to: "/_notesite/widget") }
        guard head.path == "/_notesite/widget" else { return .text(.notFound, "Not found.") }
        let query = Self.parameters(head.query)
        let host = SiteResponder.hostName(head) ?? "127.0.0.1"
        var response = Response(status: .ok, contentType: "text/html; charset=utf-8",
                                body: Array(html(query: query, siteOrigin: "http://\(host):\(sitePort)").utf8))
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    func html(query: [String: String], siteOrigin: String) -> String {
        let state = live.state
        let language = query["language"] ?? ""
        // Each further language has its own widget under its folder (docs/languages.md).
        let folder = !language.isEmpty && state.files["\(language)/whats-new.js"] != nil ? language + "/" : ""
        let script = siteOrigin + SiteResponder.encodedPath(state.mount + folder + "whats-new.js")
        let selection = query["selection"].flatMap { ["fallback", "exact", "cumulative"].contains($0) ? $0 : nil } ?? ""
        let versions = Self.versions(in: state.files, folder: folder)
        let version = query["version"] ?? ""
        let shown = version.isEmpty ? (versions.first ?? "") : version
        func link(_ mode: String) -> String {
            var items = ["selection=\(mode)"]
            if !version.isEmpty { items.insert("version=\(Self.encode(version))", at: 0) }
            if !language.isEmpty { items.append("language=\(Self.encode(language))") }
            let current = mode == (selection.isEmpty ? "fallback" : selection) ? " aria-current=\"page\"" : ""
            return "<a href=\"?\(escape(items.joined(separator: "&")))\"\(current)>\(mode)</a>"
        }
        let options = versions.map { "<option value=\"\(escape($0))\"\($0 == shown ? " selected" : "")>\(escape($0))</option>" }
        var attributes = "src=\"\(escape(script))\" data-storage=\"memory\""
        if !version.isEmpty { attributes += " data-current-version=\"\(escape(version))\"" }
        if !selection.isEmpty { attributes += " data-selection=\"\(escape(selection))\"" }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Widget demo – notesite serve</title>
            <style>
              body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 44rem; padding: 0 1rem; color: #1d1d1f; }
              code { background: #f2f2f7; padding: 0 .25em; border-radius: 4px; }
              .controls { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 1rem 0; }
              button, select { font: inherit; padding: .35rem .8rem; }
              a[aria-current] { font-weight: 700; }
            </style>
            </head>
            <body>
            <h1>An app's website, on another origin</h1>
            <p>This page is served from <code>\(escape(siteOrigin.replacingOccurrences(of: ":\(sitePort)", with: ":<this port>")))</code>'s
            second port and embeds <code>\(escape(script))</code> as an app's website would, with memory storage: every load is a first visit.</p>
            <div class="controls">
              <label for="version">Version</label>
              <select id="version">\(options.joined())</select>
              <button id="show" type="button">Show</button>
              <button id="reset" type="button">Reset</button>
            </div>
            <p>Selection: \(link("fallback")) · \(link("exact")) · \(link("cumulative"))</p>
            <p id="status" role="status"></p>
            <script>
              function status() {
                document.getElementById("status").textContent = window.NoteSite
                  ? "Presented: " + (NoteSite.presentedVersions().join(", ") || "none")
                  : "The widget script did not load.";
              }
              document.getElementById("show").addEventListener("click", function () {
                NoteSite.show(document.getElementById("version").value);
              });
              document.getElementById("reset").addEventListener("click", function () { NoteSite.reset(); status(); });
              ["notesite:show", "notesite:dismiss"].forEach(function (name) { document.addEventListener(name, status); });
              window.addEventListener("load", status);
            </script>
            <script \(attributes) defer></script>
            </body>
            </html>

            """
    }

    /// The widget's versions (those with a notes script), newest first.
    static func versions(in files: [String: MemoryOutput.File], folder: String) -> [String] {
        let prefix = folder + "whats-new/"
        let names = files.keys.compactMap { path -> String? in
            guard path.hasPrefix(prefix), path.hasSuffix("/notes.js") else { return nil }
            let name = path.dropFirst(prefix.count).dropLast("/notes.js".count)
            return name.contains("/") ? nil : String(name)
        }
        return names.compactMap { try? SemanticVersion(strict: $0) }.sorted(by: >).map(\.canonical)
    }

    /// The query's parameters, decoded (`+` is a space).
    static func parameters(_ query: Substring) -> [String: String] {
        var result: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (s: Substring) in s.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? "" }
            guard let key = parts.first.map(decode), !key.isEmpty else { continue }
            result[key] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return result
    }

    private static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: ".-_"))) ?? ""
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
