import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics
import NoteSiteSourceData

extension ContentLoader {
    /// Reads every version file, several at a time.
    func loadReleases(_ contentFiles: ContentFiles, with validator: ReleaseValidator,
                      into diagnostics: inout [Diagnostic]) -> [Release] {
        let folder = site.content.appendingPathComponent("versions")
        let names: [String]
        do {
            guard let listed = try contentFiles.list(folder, display: site.display("content/versions")) else {
                diagnostics.append(Diagnostic(.warning, path: site.display("content/versions"),
                    message: "no such folder: this does not look like a notesite site, so it has no versions",
                    hint: "run notesite in a site folder or pass its path; 'notesite init' creates one"))
                return []
            }
            names = listed
        } catch {
            diagnostics.append(error)
            return []
        }
        var files: [String] = []
        for name in names where !name.hasPrefix(".") {
            if name.hasSuffix(".md") || name.hasSuffix(".json") {
                // Translations (`1.4.0.fr.md`) are read with their originals' help.
                if Self.translationTag(ofFile: name) == nil { files.append(name) }
            } else {
                diagnostics.append(Diagnostic(.warning, path: site.display("content/versions/" + name),
                    message: "ignored: version files end in .md or .json"))
            }
        }
        parsed?.keep(only: Set(files))
        let parsed = self.parsed
        // Resolving every file's path is slow; a file that is not a link, in a
        // folder that lies inside the site (checked by the listing), lies inside it too.
        let folderPath = folder.path
        let results = ConcurrentMap.map(files) { name -> (Release?, [Diagnostic]) in
            // An unchanged regular file comes from memory before any URL is made.
            // Links are parsed every time: their own stamps say nothing of their targets.
            let stamp = parsed.flatMap { $0.stamp(of: name) ?? FileStamp.ofRegularFile(folderPath + "/" + name) }
            if let parsed, let stamp, let earlier = parsed.lookup(name, stamp: stamp) { return earlier }
            let url = folder.appendingPathComponent(name)
            let display = site.display("content/versions/" + name)
            if ContentFiles.isSymbolicLink(url) && !contentFiles.staysInside(url) {
                return (nil, [Diagnostic(path: display, message: "the version file is a link that leads outside the site",
                                         hint: "copy the file into content/versions/ instead of linking to it")])
            }
            let result = loadVersion(at: url, display: display, files: contentFiles, with: validator)
            if let parsed, let stamp { parsed.store(name, stamp: stamp, result: result) }
            return result
        }
        var releases: [Release] = []
        releases.reserveCapacity(results.count)
        for (release, problems) in results {
            diagnostics += problems
            if let release { releases.append(release) }
        }
        return releases
    }

    private func loadVersion(at url: URL, display: String, files: ContentFiles,
                             with validator: ReleaseValidator) -> (Release?, [Diagnostic]) {
        do {
            // Listed a moment ago, so absent only if removed since.
            guard let data = try files.readIfPresent(url, display: display) else {
                return (nil, [Diagnostic(path: display, message: "the file was removed while notesite read the folder")])
            }
            let text = try SourceText.decode(data, path: display)
            if text.allSatisfy(\.isWhitespace) {
                return (nil, [Diagnostic(path: display, message: "the version file is empty",
                    hint: "start it with front matter: a line '---', 'version: 1.0.0', 'date: …', and a closing '---'")])
            }
            if url.pathExtension == "json" {
                let decoded = try YAMLDecoder().decodeReportingUnknownKeys(VersionSource.self, fromJSON: text, path: display)
                let body = decoded.value.body
                return validated(decoded, body: body?.value ?? "", bodyLine: 1, path: display, with: validator)
            }
            let split = try FrontMatter(splitting: text, path: display)
            guard let yaml = split.yaml else {
                return (nil, [Diagnostic(path: display, line: 1, column: 1, message: "the version file has no front matter",
                    hint: "start it with a line '---', then 'version: 1.0.0' and 'date: …', then a line '---'")])
            }
            let decoded = try YAMLDecoder().decodeReportingUnknownKeys(VersionSource.self, from: yaml, path: display,
                                                                         firstLine: split.yamlFirstLine)
            if let body = decoded.value.body {
                return (nil, decoded.unknownKeys.map(\.diagnostic) + [Diagnostic(path: display, line: body.line, column: body.column,
                    message: "'body' belongs after the front matter in a Markdown file",
                    hint: "move the text below the closing '---' line")])
            }
            // Blank lines between the front matter and the text are not part of the body.
            var body = Substring(split.body)
            var bodyLine = split.bodyFirstLine
            while let newline = body.firstIndex(of: "\n"), body[..<newline].allSatisfy({ $0 == " " || $0 == "\t" }) {
                body = body[body.index(after: newline)...]
                bodyLine += 1
            }
            while let last = body.last, last.isWhitespace { body.removeLast() }
            let bodyText = body.isEmpty ? "" : String(body) + "\n"
            return validated(decoded, body: bodyText, bodyLine: bodyLine, path: display, with: validator)
        } catch {
            return (nil, Diagnostic.all(reporting: error, in: display))
        }
    }

    /// Validates what was decoded even when the file has unknown keys, so
    /// that they are reported together with every other problem of the file.
    private func validated(_ decoded: Decoded<VersionSource>, body: String, bodyLine: Int, path: String,
                           with validator: ReleaseValidator) -> (Release?, [Diagnostic]) {
        let (release, problems) = validator.validate(decoded.value, body: body, bodyLine: bodyLine, path: path)
        guard !decoded.unknownKeys.isEmpty else { return (release, problems) }
        return (nil, decoded.unknownKeys.map(\.diagnostic) + problems)
    }
}
