import Foundation
import NoteSiteBuild

/// `notesite serve`: builds the site into memory, serves it, rebuilds on
/// every change and reloads the open pages. Nothing is written to disk.
public final class PreviewServer: @unchecked Sendable {
    private let options: ServeOptions
    private let log: @Sendable (String) -> Void
    private let live = LiveSite()
    private var servers: [HTTPServer] = []
    private var watcher: (any ChangeWatcher)?
    private var queue: ChangeQueue?

    /// `log` gets each line for the terminal.
    public init(options: ServeOptions, log: @escaping @Sendable (String) -> Void) {
        self.options = options
        self.log = log
    }

    /// Serves until SIGINT or SIGTERM, then stops and returns. The signals
    /// are taken on this thread from the start, so Ctrl-C works even while
    /// the first build of a large site is still running.
    public func run() throws(ServeError) {
        StopSignal.prepare()
        let rebuilder = try start()
        Thread { [self] in
            rebuilder.build(after: [])
            announce()
            queue?.start()
        }.start()
        let signal = StopSignal.wait()
        stop()
        log("Stopped (\(signal == SIGINT ? "interrupted" : "terminated")).")
    }

    /// Listens and starts watching; until the first build is done, every page
    /// says that it is coming, and changes wait in the queue.
    func start() throws(ServeError) -> Rebuilder {
        let main = try listenOnSitePort()
        let demo: ListeningSocket
        do { demo = try ListeningSocket(address: options.bind, port: 0) } catch {
            main.close()
            throw ServeError(reason: .cannotListen("\(error)"))
        }
        let channel = ReloadChannel(live: live)
        let rebuilder = Rebuilder(site: options.site, drafts: options.drafts, audiences: options.audiences,
                                  future: options.future, live: live, channel: channel, log: log)
        let queue = ChangeQueue { changes in rebuilder.build(after: changes) }
        self.queue = queue
        rebuilder.requestBuild = { paths in queue.add(paths) }
        let watcher = makeWatcher()
        do { try watcher.start { changes in queue.add(changes) } } catch {
            main.close()
            demo.close()
            throw ServeError(reason: .cannotWatch(error.message))
        }
        self.watcher = watcher
        let site = SiteResponder(live: live, demoPort: demo.port)
        let widget = WidgetDemoPage(live: live, sitePort: main.port)
        servers = [
            HTTPServer(socket: main, handler: site.respond, streamHandler: { client, head in
                let since = head.header("last-event-id") ?? WidgetDemoPage.parameters(head.query)["since"]
                channel.attach(client, lastEventID: since)
            }),
            HTTPServer(socket: demo, handler: widget.respond, streamHandler: { _, _ in }),
        ]
        for server in servers { server.start() }
        return rebuilder
    }

    /// Says where the site is, once its first build has named the mount path.
    private func announce() {
        guard let main = servers.first?.socket else { return }
        let url = "http://\(main.authority)\(SiteResponder.encodedPath(live.state.mount))"
        let name = options.site.given == "." ? "the site" : options.site.given
        log("Serving \(name) at \(url)")
        log("Widget demo (another origin): http://\(main.authority)/_notesite/widget")
        log("Watching notesite.yml, content/ and templates/\(options.pollInterval.map { " every \(Int($0 * 1000)) ms" } ?? ""). Press Ctrl-C to stop.")
        if options.openBrowser { BrowserOpener.open(url, log: log) }
    }

    func stop() {
        watcher?.stop()
        queue?.stop()
        for server in servers { server.stop() }
    }

    /// The port asked for, or the default one or the next free after it.
    private func listenOnSitePort() throws(ServeError) -> ListeningSocket {
        let first = options.port
        let last = options.portGiven || first == 0 ? first : first &+ ServeOptions.portsTried
        var port = first
        while true {
            do {
                let socket = try ListeningSocket(address: options.bind, port: port)
                if port != first { log("Port \(first) is in use; serving on port \(port) instead.") }
                return socket
            } catch {
                switch error {
                case .badAddress: throw ServeError(reason: .badAddress(options.bind))
                case .other(let detail): throw ServeError(reason: .cannotListen(detail))
                case .busy:
                    if options.portGiven { throw ServeError(reason: .portBusy(port)) }
                    guard port < last, port < UInt16.max else { throw ServeError(reason: .noFreePort(first, port)) }
                    port += 1
                }
            }
        }
    }

    private func makeWatcher() -> any ChangeWatcher {
        #if os(Linux)
        if options.pollInterval == nil { return InotifyWatcher(root: options.site.root) }
        #endif
        return PollingWatcher(root: options.site.root, interval: options.pollInterval ?? 0.3)
    }
}
