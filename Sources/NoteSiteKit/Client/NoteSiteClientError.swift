/// Why nothing could be loaded: neither the site, nor the cache, nor the
/// bundled copy gave a document that decodes.
public struct NoteSiteClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong with the request to the site.
    public enum Reason: Sendable, Equatable {
        /// The request failed before a response (no network, refused, cancelled).
        case network(String)
        /// No response within the client's timeout.
        case timeout
        /// The site answered with a status other than 2xx (or a 304 with nothing cached).
        case status(Int)
        /// The body did not decode as the expected document.
        case undecodable(String)
    }

    /// The file that was asked for, relative to the site root (`whats-new/index.json`).
    public let path: String
    public let reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        let what: String = switch reason {
        case .network(let message): "the request failed (\(message))"
        case .timeout: "the site did not answer in time"
        case .status(let status): "the site answered with status \(status)"
        case .undecodable(let message): "the response did not decode (\(message))"
        }
        return "\(path): \(what), and no cached or bundled copy could be read"
    }
}
