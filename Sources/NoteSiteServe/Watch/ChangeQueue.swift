import Foundation

/// Gathers file changes and runs one build per burst: after the first change
/// it waits until none has come for `quiet` seconds (at most `longest`), so
/// an editor's write, rename and backup are one build, never a build of a
/// half-saved file followed by another. Changes during a build make one
/// more build after it.
final class ChangeQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: Set<String> = []
    private var firstChange: Date?
    private var lastChange: Date?
    private var stopped = false
    private let quiet: TimeInterval
    private let longest: TimeInterval
    private let run: @Sendable ([String]) -> Void

    init(quiet: TimeInterval = 0.03, longest: TimeInterval = 0.3, run: @escaping @Sendable ([String]) -> Void) {
        self.quiet = quiet
        self.longest = longest
        self.run = run
    }

    /// Starts the thread that runs builds.
    func start() {
        Thread { [self] in
            while let batch = next() { run(batch) }
        }.start()
    }

    /// Records changed paths (relative to the site folder).
    func add(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        condition.withLock {
            let now = Date()
            if pending.isEmpty { firstChange = now }
            lastChange = now
            pending.formUnion(paths)
            condition.signal()
        }
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.signal()
        }
    }

    /// Waits for a burst of changes to settle and takes it; `nil` once stopped.
    private func next() -> [String]? {
        condition.withLock {
            while true {
                if stopped { return nil }
                guard let first = firstChange, let last = lastChange, !pending.isEmpty else {
                    condition.wait()
                    continue
                }
                let due = min(last.addingTimeInterval(quiet), first.addingTimeInterval(longest))
                if Date() < due {
                    _ = condition.wait(until: due)
                    continue
                }
                let batch = pending.sorted()
                pending.removeAll()
                firstChange = nil
                lastChange = nil
                return batch
            }
        }
    }
}
