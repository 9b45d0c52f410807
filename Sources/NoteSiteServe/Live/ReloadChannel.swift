import Foundation

/// The open pages' Server-Sent Events streams (`/_notesite/events`). A
/// broadcast never waits on a client: one whose socket buffer is full is
/// dropped, and its browser reconnects and catches up by `Last-Event-ID`.
final class ReloadChannel: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [Int32: ClientSocket] = [:]
    private let live: LiveSite

    init(live: LiveSite) {
        self.live = live
    }

    /// The number of pages listening.
    var count: Int { lock.withLock { clients.count } }

    /// Sends `event` to every page listening.
    func broadcast(_ event: ReloadEvent) {
        let bytes = event.wire
        lock.withLock {
            for (fd, client) in clients where !client.writeWithoutWaiting(bytes) {
                clients[fd] = nil
                client.shutDown()
            }
        }
    }

    /// Takes over a connection whose event-stream head was sent: tells it
    /// what it missed, then holds it until the client leaves.
    func attach(_ client: ClientSocket, lastEventID: String?) {
        let catchUp = live.catchUp(since: lastEventID)
        let admitted = lock.withLock { () -> Bool in
            // The retry hint keeps reconnects quick after a restart of `serve`.
            guard client.writeWithoutWaiting(Array("retry: 500\n\n".utf8) + catchUp.wire) else { return false }
            clients[client.fd] = client
            return true
        }
        guard admitted else { return }
        var scratch: [UInt8] = []
        while true {
            scratch.removeAll(keepingCapacity: true)
            let n = client.read(into: &scratch, max: 512)
            if n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) { break }
            if n < 0 {
                // Idle for a read timeout: a comment line finds a vanished client.
                let alive = lock.withLock { client.writeWithoutWaiting(Array(":\n\n".utf8)) }
                if !alive { break }
            }
        }
        lock.withLock { if clients[client.fd] === client { clients[client.fd] = nil } }
    }
}
