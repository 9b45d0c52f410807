import Foundation
import NoteSiteBuild
import NoteSiteContent

/// What `notesite serve` was asked for.
public struct ServeOptions: Sendable {
    public var site: SitePaths
    /// The port to listen on; 0 for any free one.
    public var port: UInt16 = ServeOptions.defaultPort
    /// Whether the port was given: a busy given port is an error, a busy
    /// default one moves to the next free port.
    public var portGiven = false
    /// The address to listen on; loopback unless told otherwise.
    public var bind = "127.0.0.1"
    public var drafts = false
    /// `--audience` and `--future`, as for `notesite build`.
    public var audiences: [String] = []
    public var future = false
    /// Open the site in the default browser once it is served.
    public var openBrowser = false
    /// Watch by listing the files this often instead of by system events.
    public var pollInterval: TimeInterval?

    public static let defaultPort: UInt16 = 4400
    /// How many ports after the default one are tried when it is busy.
    static let portsTried: UInt16 = 50

    public init(site: SitePaths) {
        self.site = site
    }
}
