import NoteSiteKit
import NoteSiteDiagnostics

// The versions and the widget's selection rules live in NoteSiteKit, the
// app's library, so that the site and the apps pick the same notes
// (docs/app.md). These names keep them at hand in the generator.

/// A Semantic Versioning 2.0.0 version (docs/content.md).
public typealias SemanticVersion = NoteSiteKit.SemanticVersion
/// A text that is not a version, with a message and hint fit for users.
public typealias VersionError = NoteSiteKit.VersionError
/// Which notes the widget presents for the current version.
public typealias SelectionMode = NoteSiteKit.SelectionMode
/// The widget's selection rules as pure functions.
public typealias WhatsNewSelection = NoteSiteKit.WhatsNewSelection

extension VersionError: DiagnosticConvertible {
    /// An error diagnostic without a location; the caller adds path, line and column.
    public var diagnostic: Diagnostic {
        Diagnostic(.error, message: message, hint: hint)
    }
}
