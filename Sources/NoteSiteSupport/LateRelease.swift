import Foundation

/// Frees large structures off the calling thread. Taking apart the tens of
/// thousands of releases, records and jobs of a large build took a tenth
/// of a rebuild's time; a command that is about to print and exit need not
/// wait for it.
package enum LateRelease {
    private static let queue = DispatchQueue(label: "notesite.late-release", qos: .utility)

    /// Keeps `value` alive until a background thread lets it go.
    package static func hand(_ value: sending Any) {
        let box = Box(value)
        queue.async { box.value = nil }
    }

    private final class Box: @unchecked Sendable {
        var value: Any?
        init(_ value: Any) { self.value = value }
    }
}
