import Foundation
import NoteSiteBuild
import NoteSiteOutput

/// Answers requests on the preview's main port: the site as last built,
/// under its mount path, plus the reload channel, the reload script and the
/// way to the widget demo.
struct SiteResponder: Sendable {
    let live: LiveSite
    /// The widget demo's port, on the same host.
    let demoPort: UInt16

    func respond(to head: RequestHead) -> Response {
        guard head.method == "GET" || head.method == "HEAD" else { return Self.methodNotAllowed }
        let path = head.path
        if path.hasPrefix("/_notesite/") { return notesiteResponse(path, head) }
        let state = live.state
        guard state.hasBuilt else { return placeholder(state) }
        if path == "/" && state.mount != "/" { return .redirect(.found, to: state.mount) }
        switch RequestPath.resolve(path, mount: state.mount) {
        case .notFound:
            return notFound(state)
        case .mountWithoutSlash:
            return .redirect(.movedPermanently, to: Self.encodedPath(state.mount))
        case .site(let relative):
            let file = relative.isEmpty || relative.hasSuffix("/") ? relative + "index.html" : relative
            if let found = state.files[file] { return serve(found, as: file, head, state) }
            // A folder asked for without its slash: where a static host sends it.
            if state.files[file + "/index.html"] != nil {
                let query = head.query.isEmpty ? "" : "?" + head.query
                return .redirect(.movedPermanently, to: String(path) + "/" + query)
            }
            return notFound(state)
        }
    }

    static var methodNotAllowed: Response {
        var response = Response.text(.methodNotAllowed, "Only GET and HEAD are served.")
        response.headers.append(("Allow", "GET, HEAD"))
        return response
    }

    private func notesiteResponse(_ path: Substring, _ head: RequestHead) -> Response {
        switch path {
        case "/_notesite/events":
            var response = Response(status: .ok, contentType: "text/event-stream; charset=utf-8")
            response.isEventStream = true
            return response
        case "/_notesite/live.js":
            var response = Response(status: .ok, contentType: MediaType.of("live.js"), body: Array(LiveScript.source.utf8))
            response.headers.append(("Cache-Control", "no-store"))
            return response
        case "/_notesite/widget":
            let query = head.query.isEmpty ? "" : "?" + head.query
            return .redirect(.found, to: "http://\(Self.hostName(head) ?? "127.0.0.1"):\(demoPort)/_notesite/widget\(query)")
        default:
            return .text(.notFound, "Not found.")
        }
    }

    /// One file of the site; HTML gets the reload script.
    private func serve(_ file: MemoryOutput.File, as path: String, _ head: RequestHead, _ state: LiveSite.State,
                       status: HTTPStatus = .ok) -> Response {
        let type = MediaType.of(path)
        if MediaType.isHTML(type) {
            let body = LiveScript.inject(into: file.bytes, page: path, mount: state.mount, eventID: live.latestID)
            var response = Response(status: status, contentType: type, body: body)
            response.headers.append(("Cache-Control", "no-store"))
            return response
        }
        let etag = "\"\(file.digest.prefix(32))\""
        if status == .ok, head.header("if-none-match") == etag {
            var response = Response(status: .notModified)
            response.headers.append(("ETag", etag))
            return response
        }
        var response = ByteRange.respond(to: head.header("range"), bytes: file.bytes, contentType: type)
        response.headers += [("ETag", etag), ("Cache-Control", "no-cache"), ("Accept-Ranges", "bytes")]
        return response
    }

    /// The site's own 404 page with status 404, or a plain answer if it has none.
    private func notFound(_ state: LiveSite.State) -> Response {
        guard let page = state.files["404.html"] else { return .text(.notFound, "Not found.") }
        return serve(page, as: "404.html", RequestHead(method: "GET", target: "/", version: "HTTP/1.1", headers: []), state,
                     status: .notFound)
    }

    /// What every path shows until a build succeeds: the problems, over an empty page.
    private func placeholder(_ state: LiveSite.State) -> Response {
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>notesite serve</title></head>
            <body><h1>No good build yet</h1><p>The site will appear here as soon as it builds.</p></body></html>
            """
        let body = LiveScript.inject(into: Array(html.utf8), page: "", mount: state.mount, eventID: live.latestID)
        var response = Response(status: .serviceUnavailable, contentType: "text/html; charset=utf-8", body: body)
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// The host the client used, without its port, if it is a plain host name
    /// or address (never anything that could break out of a URL).
    static func hostName(_ head: RequestHead) -> String? {
        guard var host = head.header("host"), !host.isEmpty else { return nil }
        if host.hasPrefix("[") {
            guard let end = host.firstIndex(of: "]") else { return nil }
            host = String(host[...end])
        } else if let colon = host.firstIndex(of: ":") {
            host = String(host[..<colon])
        }
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        return !host.isEmpty && host.allSatisfy(allowed.contains) ? host : nil
    }

    /// A decoded path percent-encoded again for a `Location` header.
    static func encodedPath(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? "/"
    }
}
