import Foundation
import NoteSiteDiagnostics
import NoteSiteSourceData
import NoteSiteContent

/// Reads GitHub releases as JSON (docs/channels.md): tag → version, published date,
/// name → title, body, draft; the pre-release flag must agree with the tag.
struct GitHubReleasesReader {
    let path: String
    let options: ImportOptions

    func read(_ text: String) -> ImportResult {
        var result = ImportResult()
        let releases: [GitHubReleaseSource]
        do { releases = try YAMLDecoder().decode([GitHubReleaseSource].self, fromJSON: text, path: path) } catch {
            var diagnostic = Diagnostic(reporting: error, in: path)
            diagnostic.hint = diagnostic.hint ?? "pass the output of 'gh api repos/OWNER/REPO/releases' or 'gh release list --json tagName,name,body,publishedAt,isDraft,isPrerelease'"
            result.diagnostics.append(diagnostic)
            return result
        }
        var seen: [SemanticVersion: Int] = [:]
        var missingBodies = 0
        for release in releases {
            guard let version = self.version(of: release, into: &result) else { continue }
            let line = release.tag?.line ?? release.line ?? 1
            if let first = seen[version] {
                result.fail(path, line: line, column: release.tag?.column,
                            "version \(version.canonical) is also the release on line \(first)", hint: "keep one release per version")
                continue
            }
            seen[version] = line
            var imported = ImportedVersion(version: version, line: line, date: nil)
            imported.isDraft = release.draft?.value ?? false
            // A draft has no published date yet; `gh release list` gives it 0001-01-01 all the same.
            if let published = release.publishedAt, !imported.isDraft, !published.value.hasPrefix("0001-01-01") {
                guard let date = ReleaseDate.parse(published.value) else {
                    result.fail(path, line: published.line, column: published.column,
                                "\"\(published.value)\" is not an RFC 3339 date", hint: "GitHub writes dates like 2026-03-18T09:30:00Z")
                    continue
                }
                imported.date = date
            } else if !imported.isDraft {
                imported.isDraft = true
                result.note(path, line: line, "release \(version.canonical) has no published date: imported as a draft")
            }
            if let flag = release.prerelease, flag.value != version.isPrerelease {
                result.fail(path, line: flag.line, column: flag.column,
                            flag.value ? "release \(version.canonical) is marked as a pre-release, but its version has no pre-release part"
                                       : "release \(version.canonical) has a pre-release version but is not marked as a pre-release",
                            hint: flag.value ? "tag pre-releases like \(version.canonical)-beta.1, or clear the pre-release flag on GitHub"
                                             : "set the pre-release flag on GitHub, or tag the release without a pre-release part")
                continue
            }
            if let name = release.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty,
               name != release.tag?.value, name != version.canonical, name != "v" + version.canonical {
                imported.title = name
            }
            if let body = release.body {
                imported.body = SourceText.normalizingNewlines(body).trimmingCharacters(in: .whitespacesAndNewlines)
            } else {
                missingBodies += 1
            }
            result.versions.append(imported)
        }
        if missingBodies > 0 {
            result.note(path, line: nil,
                        "releases without a body: \(missingBodies) ('gh release list' gives none; 'gh api repos/OWNER/REPO/releases' does)")
        }
        return result
    }

    /// The tag as a version; `v1.2.0` and `v1.2` are read with a report.
    private func version(of release: GitHubReleaseSource, into result: inout ImportResult) -> SemanticVersion? {
        guard let tag = release.tag else {
            result.fail(path, line: release.line, "a release has no tag", hint: "include tagName (or tag_name) in the JSON")
            return nil
        }
        var candidate = tag.value
        if candidate.first == "V", candidate.dropFirst().first?.isNumber == true { candidate = "v" + candidate.dropFirst() }
        do {
            let version = try SemanticVersion(frontMatter: candidate)
            if version.fullText != tag.value, "v" + version.fullText != tag.value {
                result.note(path, line: tag.line, "read tag \"\(tag.value)\" as version \(version.fullText)")
            }
            return version
        } catch {
            result.fail(path, line: tag.line, column: tag.column, "tag \"\(tag.value)\" is not a semantic version", hint: error.hint)
            return nil
        }
    }
}
