import Foundation
import NoteSiteKit
import NoteSiteDiagnostics

/// Which versions a build publishes (docs/content.md, "Audiences" and
/// "Scheduled versions"): a version with an `audience` only when the build
/// names one of its words, a version dated after now only with `--future`.
package struct Publishing: Sendable, Equatable {
    /// The words of `--audience`.
    package var audiences: [String] = []
    /// `--future`: scheduled versions are published now.
    package var future = false
    /// Now: `SOURCE_DATE_EPOCH`, else the clock.
    package var now: Date

    package init(audiences: [String] = [], future: Bool = false, now: Date) {
        self.audiences = audiences
        self.future = future
        self.now = now
    }

    /// The moment `release` goes live in `timeZone`, when it lies after now.
    package func scheduledMoment(of release: Release, timeZone: String) -> Date? {
        guard let date = release.box.fields.dateTime ?? release.date,
              let moment = VersionMoment.resolve(date, timeZone: TimeZone(identifier: timeZone) ?? Self.utc),
              moment > now else { return nil }
        return moment
    }

    package func admits(audience: [String]) -> Bool {
        audience.isEmpty || audience.contains(where: audiences.contains)
    }

    /// What the build's settings say of it, for the memory's key: a build
    /// for other audiences, or with `--future`, is another build.
    package var settings: String {
        "audience=" + audiences.sorted().joined(separator: ",") + (future ? " future" : "")
    }

    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// A version left out until its moment, for `check` and for the build that
/// must run again once that moment has come.
public struct ScheduledRelease: Sendable, Equatable {
    public var version: SemanticVersion
    public var moment: Date
    public var sourcePath: String
}

extension ContentLoader {
    /// `releases` without the versions of other audiences and, unless
    /// `--future`, without the scheduled ones, which are returned apart.
    func published(_ releases: [Release], timeZone: String) -> (kept: [Release], scheduled: [ScheduledRelease]) {
        var kept: [Release] = []
        var scheduled: [ScheduledRelease] = []
        kept.reserveCapacity(releases.count)
        for release in releases where publishing.admits(audience: release.audience) {
            if !publishing.future, let moment = publishing.scheduledMoment(of: release, timeZone: timeZone) {
                scheduled.append(ScheduledRelease(version: release.version, moment: moment, sourcePath: release.sourcePath))
            } else {
                kept.append(release)
            }
        }
        return (kept, scheduled)
    }
}

extension ScheduledRelease {
    /// What `check` says of each scheduled version: when it goes live, in
    /// UTC and in the site's time zone.
    public static func notes(_ scheduled: [ScheduledRelease], timeZone: String) -> [Diagnostic] {
        scheduled.map { release in
            let utc = Self.text(release.moment, in: "UTC")
            let local = timeZone == "UTC" ? "" : " (\(Self.text(release.moment, in: timeZone)) \(timeZone))"
            return Diagnostic(.note, path: release.sourcePath,
                              message: "version \(release.version.canonical) is scheduled: it is published at \(utc) UTC\(local)",
                              hint: "a build after that moment publishes it; pass --future to show it now")
        }
    }

    /// `YYYY-MM-DD HH:MM:SS` in the zone named `zone`.
    static func text(_ moment: Date, in zone: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone) ?? Publishing.utc
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: moment)
        return String(format: "%04d-%02d-%02d %02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0,
                      c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }
}
