@testable import NoteSiteBuild
@testable import NoteSiteDiagnostics
@testable import NoteSiteSourceData
@testable import NoteSiteContent

/// `notesite.yml` texts decoded and validated as a build would.
enum ConfigFixture {
    static func config(_ yaml: String) throws -> SiteConfig {
        let source = try YAMLDecoder().decode(SiteConfigSource.self, from: yaml, path: "notesite.yml")
        return try SiteConfig(source, path: "notesite.yml")
    }

    /// The diagnostic a configuration produces, as printed on stderr; nil when it is valid.
    static func diagnostic(_ yaml: String) -> String? {
        do {
            _ = try config(yaml)
            return nil
        } catch let error as DiagnosticConvertible {
            return error.diagnostic.text
        } catch {
            return "\(error)"
        }
    }
}
