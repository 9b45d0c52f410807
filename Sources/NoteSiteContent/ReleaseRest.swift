/// Where a release read back from the previous build's memory keeps the
/// fields that are not its outline (docs/architecture.md). The build reads
/// them the first time a page asks, so that a rebuild after one edit decodes
/// the few releases its pages show rather than every one.
@usableFromInline
package protocol ReleaseRest: AnyObject, Sendable {
    /// Every field of the release whose outline `box` holds.
    func fields(outline box: Release.Box) -> Release.Fields
    /// The types of the release's change lists, kept with its outline.
    var changeKinds: [ChangeKind] { get }
    /// Which platforms its parts name, kept with its outline.
    var platformSummary: PlatformSummary { get }
}
