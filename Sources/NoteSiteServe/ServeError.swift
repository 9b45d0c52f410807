import NoteSiteBuild
import NoteSiteDiagnostics

/// Why `serve` could not start.
public struct ServeError: DiagnosticConvertible, Equatable {
    public enum Reason: Equatable, Sendable {
        /// A port given with `--port` that another program listens on.
        case portBusy(UInt16)
        /// The default port and the ones after it are all taken.
        case noFreePort(UInt16, UInt16)
        case badAddress(String)
        case cannotListen(String)
        case cannotWatch(String)
    }

    public var reason: Reason

    public var diagnostic: Diagnostic {
        switch reason {
        case .portBusy(let port):
            return Diagnostic(message: "port \(port) is in use by another program",
                              hint: "stop that program, or choose another port, e.g. --port \(port == 65535 ? 4400 : port + 1) (--port 0 takes any free one)")
        case .noFreePort(let first, let last):
            return Diagnostic(message: "ports \(first) to \(last) are all in use",
                              hint: "choose a port with --port, or --port 0 for any free one")
        case .badAddress(let address):
            return Diagnostic(message: "'\(address)' is not an IP address to listen on",
                              hint: "give a numeric address, e.g. --bind 127.0.0.1 (this machine only) or --bind 0.0.0.0 (every network)")
        case .cannotListen(let detail):
            return Diagnostic(message: "cannot listen for connections: \(detail)")
        case .cannotWatch(let detail):
            return Diagnostic(message: detail, hint: "watch by listing the files instead, e.g. --poll 500")
        }
    }
}
