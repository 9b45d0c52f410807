@testable import NoteSiteBuild
@testable import NoteSiteContent

/// Turns the version strings of test tables into versions.
enum VersionList {
    /// Each text parsed strictly, in order; a bad text fails the calling test.
    static func parse(_ texts: [String]) throws -> [SemanticVersion] {
        try texts.map { text throws(VersionError) in try SemanticVersion(strict: text) }
    }
}
