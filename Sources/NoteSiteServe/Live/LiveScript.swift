/// The script that `serve` adds to every HTML page it serves (never to a
/// build's files): it listens on `/_notesite/events`, reloads the page when
/// a file it shows changed, keeping its scroll position, and shows the
/// latest build's problems over the page until a good build clears them.
enum LiveScript {
    static let path = "/_notesite/live.js"

    /// The tag added before `</body>`: which file the page is, where the site
    /// is mounted, and the build it was served from.
    static func tag(page: String, mount: String, eventID: String) -> String {
        "<script src=\"\(path)\" data-page=\"\(attribute(page))\" data-mount=\"\(attribute(mount))\" data-since=\"\(attribute(eventID))\"></script>"
    }

    /// `html` with the tag added before its last `</body>`, or at the end.
    static func inject(into html: [UInt8], page: String, mount: String, eventID: String) -> [UInt8] {
        let tag = Array(tag(page: page, mount: mount, eventID: eventID).utf8)
        let closing = Array("</body>".utf8)
        var index = html.count - closing.count
        while index >= 0 {
            if html[index] == UInt8(ascii: "<") && html[index..<index + closing.count].elementsEqual(closing) {
                return Array(html[..<index]) + tag + Array(html[index...])
            }
            index -= 1
        }
        return html + tag
    }

    private static func attribute(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    static let source = #"""
    (function () {
      "use strict";
      var me = document.currentScript;
      var page = me.getAttribute("data-page");
      var mount = me.getAttribute("data-mount");
      var since = me.getAttribute("data-since");
      var scrollKey = "notesite.scroll:" + location.pathname + location.search;

      // Back to where the reader was before the reload.
      var saved = sessionStorage.getItem(scrollKey);
      if (saved !== null) {
        sessionStorage.removeItem(scrollKey);
        var restore = function () { window.scrollTo(0, Number(saved)); };
        restore();
        if (document.readyState !== "complete") window.addEventListener("load", restore);
      }

      // The site files this page shows: itself, its stylesheets, scripts,
      // images, videos and frames, as paths relative to the site's root.
      function shown() {
        var paths = {};
        paths[page] = true;
        function add(value) {
          try {
            var url = new URL(value, location.href);
            if (url.origin !== location.origin || url.pathname.indexOf(mount) !== 0) return;
            var path = decodeURIComponent(url.pathname.slice(mount.length));
            if (path === "" || path.charAt(path.length - 1) === "/") path += "index.html";
            paths[path] = true;
          } catch (e) { /* not a URL */ }
        }
        var elements = document.querySelectorAll("[href], [src], [poster], [srcset]");
        for (var i = 0; i < elements.length; i++) {
          var el = elements[i];
          // Links to other documents (a, area, alternate feeds, canonical)
          // are not shown on the page; stylesheets and icons are.
          if (el.tagName === "A" || el.tagName === "AREA") continue;
          if (el.tagName === "LINK" && !/\b(stylesheet|icon|preload|modulepreload|manifest)\b/i.test(el.rel)) continue;
          ["href", "src", "poster"].forEach(function (name) {
            if (el.hasAttribute(name)) add(el.getAttribute(name));
          });
          if (el.hasAttribute("srcset")) {
            el.getAttribute("srcset").split(",").forEach(function (part) { add(part.trim().split(/\s+/)[0]); });
          }
        }
        return paths;
      }

      var host = null;
      function showProblems(problems) {
        if (!problems.length) {
          if (host) { host.remove(); host = null; }
          return;
        }
        if (!host) {
          host = document.createElement("div");
          host.id = "notesite-problems";
          host.attachShadow({ mode: "open" });
        }
        var root = host.shadowRoot;
        root.textContent = "";
        var panel = document.createElement("section");
        panel.setAttribute("role", "alert");
        panel.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:70vh;overflow:auto;z-index:2147483647;" +
          "margin:0;padding:16px 20px;background:#1d1d1f;color:#f5f5f7;border-top:4px solid #ff453a;" +
          "font:14px/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 -4px 24px rgba(0,0,0,.35)";
        var heading = document.createElement("h2");
        heading.textContent = "The site has errors; this is the last good build.";
        heading.style.cssText = "margin:0 0 8px;font:600 15px system-ui,sans-serif;color:#ff6961";
        var text = document.createElement("pre");
        text.textContent = problems.join("\n");
        text.style.cssText = "margin:0;white-space:pre-wrap;font:inherit";
        panel.appendChild(heading);
        panel.appendChild(text);
        root.appendChild(panel);
        if (!host.isConnected) document.documentElement.appendChild(host);
      }

      var source = new EventSource("/_notesite/events?since=" + encodeURIComponent(since));
      source.addEventListener("build", function (event) {
        var data = JSON.parse(event.data);
        showProblems(data.problems);
        if (data.problems.length) return;
        var mine = shown();
        var changed = data.paths === null || data.paths.some(function (path) { return mine[path]; });
        if (changed) {
          sessionStorage.setItem(scrollKey, String(window.scrollY));
          source.close();
          location.reload();
        }
      });
    })();

    """#
}
