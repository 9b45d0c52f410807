import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

extension ContentLoader {
    /// The language tag in a translation file's name, `fr` in `1.4.0.fr.md`;
    /// nil for a version file. A tag is the last dot-separated part before the
    /// extension when it is shaped like one (two or three letters, then
    /// subtags), which no version number is.
    static func translationTag(ofFile name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let stem = name[..<dot]
        guard let tagDot = stem.lastIndex(of: ".") else { return nil }
        let tag = String(stem[stem.index(after: tagDot)...])
        return LanguageTag.isWellFormed(tag) ? tag : nil
    }

    /// Reads every translation file, checks it against its original and
    /// returns the translations by language and version.
    func loadTranslations(_ contentFiles: ContentFiles, config: SiteConfig, validator: ReleaseValidator, originals: [Release],
                          originalsComplete: Bool, into diagnostics: inout [Diagnostic]) -> TranslationTable {
        let folder = site.content.appendingPathComponent("versions")
        // The folder's own problems were reported with the version files.
        let names = ((try? contentFiles.list(folder, display: site.display("content/versions"))) ?? nil) ?? []
        var files: [(name: String, tag: String)] = []
        for name in names where !name.hasPrefix(".") && (name.hasSuffix(".md") || name.hasSuffix(".json")) {
            guard let raw = Self.translationTag(ofFile: name) else { continue }
            let display = site.display("content/versions/" + name)
            guard let language = config.language(tagged: raw) else {
                diagnostics.append(Diagnostic(path: display, message: "'\(raw)' in the file name is not a declared language",
                    hint: "declare it in notesite.yml (languages: {\(raw): {}}), or rename the file if it is not a translation"))
                continue
            }
            guard language.tag != config.language else {
                diagnostics.append(Diagnostic(path: display,
                    message: "'\(raw)' is the site's default language, whose notes are the version files themselves",
                    hint: "rename the file without .\(raw), or set language: in notesite.yml to the original's language"))
                continue
            }
            files.append((name, language.tag))
        }
        let reader = TranslationValidator(validator: validator)
        let results = ConcurrentMap.map(files) { file -> (Translation?, [Diagnostic]) in
            let url = folder.appendingPathComponent(file.name)
            let display = site.display("content/versions/" + file.name)
            if ContentFiles.isSymbolicLink(url) && !contentFiles.staysInside(url) {
                return (nil, [Diagnostic(path: display, message: "the translation is a link that leads outside the site",
                                         hint: "copy the file into content/versions/ instead of linking to it")])
            }
            do {
                let (source, body, bodyLine, unknownKeys) = try VersionFileReader.read(
                    TranslationSource.self, at: url, display: display, files: contentFiles)
                let (translation, problems) = reader.validate(source, language: file.tag, body: body, bodyLine: bodyLine,
                                                              path: display)
                return unknownKeys.isEmpty ? (translation, problems) : (nil, unknownKeys + problems)
            } catch {
                return (nil, Diagnostic.all(reporting: error, in: display))
            }
        }
        var linker = TranslationLinker(originals: originals, originalsComplete: originalsComplete)
        for (translation, problems) in results {
            diagnostics += problems
            if let translation { linker.add(translation) }
        }
        diagnostics += linker.problems
        return linker.table
    }
}
