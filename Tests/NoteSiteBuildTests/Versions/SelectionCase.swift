import Foundation
import Testing
@testable import NoteSiteBuild

/// One row of `Tests/Fixtures/selection-cases.json`, the table that the Swift
/// rules and the browser widget are both checked against. Versions are strict
/// SemVer strings; `presented` is a set; `expected` is newest first.
struct SelectionCase: Sendable, Decodable, CustomTestStringConvertible {
    var row = 0
    let mode: String
    let current: String
    let available: [String]
    let presented: [String]
    let expected: [String]

    private enum CodingKeys: String, CodingKey {
        case mode, current, available, presented, expected
    }

    var testDescription: String {
        "#\(row) \(mode): \(current), notes [\(available.joined(separator: ", "))], "
            + "presented {\(presented.joined(separator: ", "))} -> [\(expected.joined(separator: ", "))]"
    }

    static let fixture = Repository.root.appendingPathComponent("Tests/Fixtures/selection-cases.json")

    /// Every row of the shared table, numbered from 1 in file order.
    static func loadAll() throws -> [SelectionCase] {
        let rows = try JSONDecoder().decode([SelectionCase].self, from: Data(contentsOf: fixture))
        return rows.enumerated().map { position, row in
            var numbered = row
            numbered.row = position + 1
            return numbered
        }
    }
}
