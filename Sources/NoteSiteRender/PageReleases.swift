import Foundation
import NoteSiteMustache

/// The data of one changelog page's releases, shared by the page and the
/// permalink pages that lie as deep: made by the first of them that needs
/// it, and let go once each has taken it, so a build holds the data of the
/// pages being made only. A rebuild that makes only some of them makes
/// the data once for those.
package final class PageReleases: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> [MustacheValue]
    private var values: [MustacheValue]?
    private var users: Int

    package init(users: Int, make: @escaping @Sendable () -> [MustacheValue]) {
        self.users = users
        self.make = make
    }

    /// The data, made on the first call; each user calls once (a call past
    /// the last user makes it again).
    package func take() -> [MustacheValue] {
        lock.withLock {
            let taken = values ?? make()
            users -= 1
            values = users > 0 ? taken : nil
            return taken
        }
    }

    /// For a user that was kept from the previous build and needs no data.
    package func skip() {
        lock.withLock {
            users -= 1
            if users <= 0 { values = nil }
        }
    }
}
