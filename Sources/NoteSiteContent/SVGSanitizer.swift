import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Rebuilds a custom SVG icon from an allow-list of shape elements and
/// presentation attributes: no script, no event attributes, no styles, no
/// links or other external references survive.
enum SVGSanitizer {
    static let elements: Set<String> = [
        "svg", "g", "path", "circle", "ellipse", "rect", "line", "polyline", "polygon",
    ]
    static let attributes: Set<String> = [
        "viewBox", "d", "cx", "cy", "r", "rx", "ry", "x", "y", "x1", "y1", "x2", "y2", "width", "height",
        "points", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "fill-rule", "clip-rule", "opacity", "fill-opacity", "stroke-opacity", "transform",
    ]

    /// The sanitised markup, or nil when the file is not well-formed SVG.
    static func sanitize(_ data: Data) -> String? {
        let parser = XMLParser(data: data)
        let builder = Builder()
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        // A parser that stops at an error may still report success; only a
        // document whose every element closed is markup safe to put in a page.
        guard parser.parse(), parser.parserError == nil, builder.sawRoot, builder.failed == false,
              builder.openElements == 0 else { return nil }
        return builder.output
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var output = ""
        var sawRoot = false
        var failed = false
        /// Kept elements started and not yet ended.
        var openElements = 0
        /// Depth inside an element that was dropped, whose children go too.
        private var skipping = 0

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if skipping > 0 || !SVGSanitizer.elements.contains(name) {
                skipping += 1
                return
            }
            if !sawRoot {
                guard name == "svg" else { failed = true; return }
                sawRoot = true
            }
            output += "<\(name)"
            if name == "svg" { output += " xmlns=\"http://www.w3.org/2000/svg\"" }
            for key in attributes.keys.sorted() where SVGSanitizer.attributes.contains(key) {
                let value = attributes[key] ?? ""
                guard SVGSanitizer.isSafeValue(value) else { continue }
                output += " \(key)=\"\(SVGSanitizer.escape(value))\""
            }
            output += ">"
            openElements += 1
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if skipping > 0 { skipping -= 1; return }
            output += "</\(name)>"
            openElements -= 1
        }
    }

    static func isSafeValue(_ value: String) -> Bool {
        let lowered = value.lowercased()
        return !lowered.contains("url(") && !lowered.contains("javascript") && !lowered.contains("expression(")
            && !value.contains("<") && !value.contains("&")
    }

    static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
