import Foundation

/// Named moments of writing an output at which the tests stop or kill a
/// build, to prove that a build ended at any moment leaves the old output or
/// the complete new one. Set `NOTESITE_FAILPOINT=<moment>` to kill the
/// process there with SIGKILL, `<moment>:stop` to stop it with SIGSTOP.
/// Unset, each check is one comparison.
enum Failpoint: String {
    /// The staging folder is ready, nothing written.
    case prepared
    /// Some files are written.
    case writing
    /// Every file is written; stale ones are being removed.
    case pruning
    /// The memory for the next build is saved; the folders are not yet exchanged.
    case memorySaved
    /// The folders are exchanged; the state is not yet written.
    case exchanged

    private static let armed: (moment: Failpoint, stop: Bool)? = {
        guard let value = ProcessInfo.processInfo.environment["NOTESITE_FAILPOINT"] else { return nil }
        let parts = value.split(separator: ":")
        guard let first = parts.first, let moment = Failpoint(rawValue: String(first)) else { return nil }
        return (moment, parts.count > 1 && parts[1] == "stop")
    }()

    func reached() {
        guard let armed = Self.armed, armed.moment == self else { return }
        if armed.stop { raise(SIGSTOP) } else { kill(getpid(), SIGKILL) }
    }
}
