import Foundation
import NoteSiteDiagnostics
import NoteSiteSourceData

/// A file's front matter (or JSON object) with the body that follows it:
/// the shape of version files and of their translations.
protocol FileWithBody: Decodable {
    /// Only in JSON files.
    var body: Located<String>? { get }
}

extension TranslationSource: FileWithBody {}

/// Reads a `.md` (YAML front matter, then Markdown) or `.json` file.
enum VersionFileReader {
    /// The decoded keys, the body (trimmed of blank lines around it, with one
    /// final newline), the body's first line in the file, and an error for
    /// each key the file should not have, so that its values are checked too.
    static func read<Source: FileWithBody>(_ type: Source.Type, at url: URL, display: String,
                                           files: ContentFiles) throws -> (Source, String, Int, unknownKeys: [Diagnostic]) {
        guard let data = try files.readIfPresent(url, display: display) else {
            throw Diagnostic(path: display, message: "the file was removed while notesite read the folder")
        }
        let text = try SourceText.decode(data, path: display)
        if text.allSatisfy(\.isWhitespace) {
            throw Diagnostic(path: display, message: "the file is empty",
                hint: "start it with front matter: a line '---', 'version: 1.0.0', and a closing '---'")
        }
        if url.pathExtension == "json" {
            let decoded = try YAMLDecoder().decodeReportingUnknownKeys(Source.self, fromJSON: text, path: display)
            return (decoded.value, decoded.value.body?.value ?? "", 1, decoded.unknownKeys.map(\.diagnostic))
        }
        let split = try FrontMatter(splitting: text, path: display)
        guard let yaml = split.yaml else {
            throw Diagnostic(path: display, line: 1, column: 1, message: "the file has no front matter",
                hint: "start it with a line '---', then 'version: 1.0.0', then a line '---'")
        }
        let decoded = try YAMLDecoder().decodeReportingUnknownKeys(Source.self, from: yaml, path: display,
                                                                     firstLine: split.yamlFirstLine)
        let unknownKeys = decoded.unknownKeys.map(\.diagnostic)
        if let body = decoded.value.body {
            throw DiagnosticList(unknownKeys + [Diagnostic(path: display, line: body.line, column: body.column,
                message: "'body' belongs after the front matter in a Markdown file",
                hint: "move the text below the closing '---' line")])
        }
        var body = Substring(split.body)
        var bodyLine = split.bodyFirstLine
        while let newline = body.firstIndex(of: "\n"), body[..<newline].allSatisfy({ $0 == " " || $0 == "\t" }) {
            body = body[body.index(after: newline)...]
            bodyLine += 1
        }
        while let last = body.last, last.isWhitespace { body.removeLast() }
        return (decoded.value, body.isEmpty ? "" : String(body) + "\n", bodyLine, unknownKeys)
    }
}
