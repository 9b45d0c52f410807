import Testing
@testable import NoteSiteBuild
@testable import NoteSiteSupport

@Suite struct NoteSiteTests {
    @Test("the version is a semantic version") func versionIsSet() {
        #expect(NoteSite.version.split(separator: ".").count == 3)
    }
}
