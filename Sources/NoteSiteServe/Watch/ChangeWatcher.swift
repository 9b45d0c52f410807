/// Watches a site folder and reports which paths changed, relative to it.
protocol ChangeWatcher: AnyObject, Sendable {
    /// Starts watching on a thread of its own; `report` is called from it.
    func start(report: @escaping @Sendable ([String]) -> Void) throws(WatchError)
    func stop()
}

/// Watching could not start.
struct WatchError: Error, Equatable {
    var message: String
}
