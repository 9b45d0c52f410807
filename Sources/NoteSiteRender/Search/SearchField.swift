/// Where a match was found, strongest first (docs/search.md): a query
/// ranks a version by the weakest word's best field.
enum SearchField: Int, CaseIterable {
    case version, title, feature, change, page, label, heading, body
}

/// One text of a version as the index holds it: its field, the text as
/// shown, and the anchor of the item on the permalink page, if any.
struct SearchEntry: Equatable {
    var field: SearchField
    var text: String
    var anchor: String = ""
}
