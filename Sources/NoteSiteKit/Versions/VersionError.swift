/// A text that is not a version, with a message and hint fit for users.
/// The caller adds the file, line and column.
public struct VersionError: Error, Hashable, Sendable {
    /// What is wrong with the text.
    public enum Reason: Hashable, Sendable {
        /// Nothing was written.
        case empty
        /// A major, minor or patch part is missing or not made of digits (`1.4.x`, `banana`).
        case malformedNumber
        /// A number starts with a zero (`01.2.3`, `1.2.3-beta.01`).
        case leadingZero
        /// A number is larger than `UInt64.max`.
        case overflow
        /// Fewer than three numbers where shorthand does not apply (`1.2-beta`, or `1.2` when strict).
        case missingComponent
        /// More than three numbers (`1.2.3.4`).
        case extraComponent
        /// An empty pre-release or build identifier (`1.2.3-`, `1.0.0-alpha..1`).
        case emptyIdentifier
        /// A character other than `[0-9A-Za-z-]` in a pre-release or build identifier.
        case invalidCharacter
    }

    /// Which rules the text was read by; the hint speaks in their terms.
    public enum Grammar: Hashable, Sendable {
        /// `SemanticVersion(strict:)`.
        case strict
        /// `SemanticVersion(frontMatter:)`.
        case frontMatter
    }

    /// The text as the user wrote it.
    public let text: String
    /// What is wrong with it.
    public let reason: Reason
    /// The rules it was read by.
    public let grammar: Grammar
    /// The setting named in the message: `version` unless the caller renames it.
    public private(set) var key: String = "version"
    /// How to fix it, when a fix can be named.
    public let hint: String?

    init(text: String, reason: Reason, grammar: Grammar) {
        self.text = text
        self.reason = reason
        self.grammar = grammar
        self.hint = VersionError.makeHint(for: text, reason: reason, grammar: grammar)
    }

    /// `'version' must be a semantic version, found "1.4.x"`.
    public var message: String {
        let found = text.isEmpty ? "an empty value" : text.debugDescription
        return "'\(key)' must be a semantic version, found \(found)"
    }

    /// The same error naming another setting, such as `app.currentVersion`.
    public func withKey(_ key: String) -> VersionError {
        var copy = self
        copy.key = key
        return copy
    }
}

extension VersionError: CustomStringConvertible {
    /// The message, so the error reads well when printed.
    public var description: String { message }
}
