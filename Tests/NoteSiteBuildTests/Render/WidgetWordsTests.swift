import Foundation
import Testing
@testable import NoteSiteBuild
@testable import NoteSiteContent

/// `whats-new.js` carries only the interface words it looks up itself, so
/// the list in Swift must name exactly the words the script asks for.
@Suite("The widget's words") struct WidgetWordsTests {
    /// Every quoted key in a `word(…)` call of the script.
    private static func wordsTheScriptUses() throws -> Set<String> {
        let bytes = try #require(ThemeFilesBytes.file("theme/whats-new.js"))
        let script = String(decoding: bytes, as: UTF8.self)
        let call = try Regex(#"word\(([^;]*?)\)"#)
        let quoted = try Regex(#""([A-Za-z]+)""#)
        var keys: Set<String> = []
        for match in script.matches(of: call) {
            guard let arguments = match.output[1].substring else { continue }
            // A ternary names two keys; otherwise only the first argument is a key.
            let keyPart = arguments.contains("?") ? arguments : (arguments.split(separator: ",").first ?? "")
            for key in keyPart.matches(of: quoted) { if let k = key.output[1].substring { keys.insert(String(k)) } }
        }
        return keys
    }

    @Test("are exactly the words whats-new.js looks up, and each is a known word")
    func matchTheScript() throws {
        #expect(Set(InterfaceWords.widgetKeys) == (try Self.wordsTheScriptUses()))
        #expect(Set(InterfaceWords.widgetKeys).isSubset(of: InterfaceWords.keys))
    }
}
