/// A Semantic Versioning 2.0.0 version: `major.minor.patch`, optional
/// pre-release identifiers after `-`, optional build metadata after `+`.
///
/// Equality, hashing and ordering follow SemVer precedence, so build metadata
/// is ignored by all three: `1.0.0+a` and `1.0.0+b` are the same version.
public struct SemanticVersion: Sendable {
    /// The major number.
    public let major: UInt64
    /// The minor number.
    public let minor: UInt64
    /// The patch number.
    public let patch: UInt64
    /// The dot-separated pre-release identifiers (`["beta", "2"]` for `-beta.2`).
    public let prerelease: [String]
    /// The dot-separated build identifiers; they never affect precedence.
    public let build: [String]
    /// The version without build metadata (`1.4.0-beta.1`), as used in URLs and JSON.
    public let canonical: String
    /// The version with its build metadata (`1.4.0+exp.5`), shorthand and `v` normalised.
    public let fullText: String

    /// A release version `major.minor.patch` with no pre-release or build part.
    public init(major: UInt64, minor: UInt64, patch: UInt64) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = []
        self.build = []
        self.canonical = "\(major).\(minor).\(patch)"
        self.fullText = canonical
    }

    /// Stores already validated parts; only the parser and the build's saved memory call this.
    package init(
        major: UInt64, minor: UInt64, patch: UInt64,
        prerelease: [String], build: [String], canonical: String, fullText: String
    ) {
        self.major = major
        self.minor = minor
        self.patch = patch
        self.prerelease = prerelease
        self.build = build
        self.canonical = canonical
        self.fullText = fullText
    }

    /// Whether the version has pre-release identifiers (`2.0.0-beta.1`).
    public var isPrerelease: Bool { !prerelease.isEmpty }

    /// `major.minor.0` of this version, without pre-release or build parts:
    /// the release WhatsNewKit falls back to for a patch version.
    public var majorMinorZero: SemanticVersion {
        SemanticVersion(major: major, minor: minor, patch: 0)
    }
}

extension SemanticVersion: CustomStringConvertible {
    /// The canonical form, without build metadata.
    public var description: String { canonical }
}
