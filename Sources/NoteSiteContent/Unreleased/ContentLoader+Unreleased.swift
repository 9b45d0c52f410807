import Foundation
import NoteSiteDiagnostics
import NoteSiteSourceData

extension ContentLoader {
    /// Reads `content/unreleased/`: the change fragments in file-name order,
    /// each with its translations (docs/content.md, "Unreleased changes").
    func loadFragments(_ contentFiles: ContentFiles, config: SiteConfig, with validator: ReleaseValidator,
                       into diagnostics: inout [Diagnostic]) -> [Fragment] {
        let folder = site.content.appendingPathComponent(Fragment.folder)
        let names: [String]
        do {
            guard let listed = try contentFiles.list(folder, display: site.display("content/" + Fragment.folder)) else { return [] }
            names = listed
        } catch {
            diagnostics.append(error)
            return []
        }
        var fragments: [Fragment] = []
        var translations: [(name: String, tag: String)] = []
        for name in names where !name.hasPrefix(".") {
            let display = site.display("content/\(Fragment.folder)/" + name)
            guard name.hasSuffix(".md") else {
                diagnostics.append(Diagnostic(.warning, path: display, message: "ignored: change fragments end in .md"))
                continue
            }
            if let raw = Self.translationTag(ofFile: name) {
                guard let language = config.language(tagged: raw), language.tag != config.language else {
                    diagnostics.append(Diagnostic(path: display, message: "'\(raw)' in the file name is not a further language of the site",
                        hint: "declare it in notesite.yml (languages: {\(raw): {}}), or rename the file without .\(raw)"))
                    continue
                }
                translations.append((name, language.tag))
                continue
            }
            do {
                let (yaml, body, bodyLine) = try readFragment(name, in: folder, display: display, files: contentFiles)
                guard let yaml else {
                    diagnostics.append(Diagnostic(path: display, line: 1, column: 1, message: "the change fragment has no front matter",
                        hint: "start it with a line '---', then 'type: fixed' (or added, changed …), then a line '---'"))
                    continue
                }
                let source = try YAMLDecoder().decode(FragmentSource.self, from: yaml.text, path: display, firstLine: yaml.line)
                let (fragment, problems) = validator.validateFragment(source, body: body, bodyLine: bodyLine, name: name, path: display)
                diagnostics += problems
                if let fragment { fragments.append(fragment) }
            } catch {
                diagnostics += Diagnostic.all(reporting: error, in: display)
            }
        }
        for (name, tag) in translations {
            let display = site.display("content/\(Fragment.folder)/" + name)
            let original = String(name.dropLast(".\(tag).md".count)) + ".md"
            guard let index = fragments.firstIndex(where: { $0.name == original }) else {
                if !names.contains(original) {
                    diagnostics.append(Diagnostic(path: display, message: "a translation of \(original), which does not exist",
                                                  hint: "remove it, or rename it after the fragment it translates"))
                }
                continue
            }
            do {
                let (yaml, body, bodyLine) = try readFragment(name, in: folder, display: display, files: contentFiles)
                if let yaml, !yaml.text.allSatisfy(\.isWhitespace) {
                    diagnostics.append(Diagnostic(path: display, line: yaml.line, column: 1,
                        message: "a fragment's translation holds only its text",
                        hint: "remove the front matter: the type, labels, platforms and feature come from \(original)"))
                    continue
                }
                let (text, problems) = validator.validateFragmentText(body, bodyLine: bodyLine, path: display)
                diagnostics += problems
                if let text {
                    fragments[index].translations[tag] = text
                    fragments[index].translationFiles.append(name)
                }
            } catch {
                diagnostics += Diagnostic.all(reporting: error, in: display)
            }
        }
        return fragments
    }

    /// The front matter (with its first line) and the body (with its first line).
    private func readFragment(_ name: String, in folder: URL, display: String,
                              files: ContentFiles) throws -> ((text: String, line: Int)?, String, Int) {
        let url = folder.appendingPathComponent(name)
        if ContentFiles.isSymbolicLink(url) && !files.staysInside(url) {
            throw Diagnostic(path: display, message: "the change fragment is a link that leads outside the site",
                             hint: "copy the file into content/\(Fragment.folder)/ instead of linking to it")
        }
        guard let data = try files.readIfPresent(url, display: display) else {
            throw Diagnostic(path: display, message: "the file was removed while notesite read the folder")
        }
        let split = try FrontMatter(splitting: try SourceText.decode(data, path: display), path: display)
        return (split.yaml.map { ($0, split.yamlFirstLine) }, split.body, split.bodyFirstLine)
    }
}

extension Fragment {
    /// The folder of `content/` that holds the fragments.
    public static let folder = "unreleased"
}
