/// One file an export writes: its path inside the output folder and its text.
struct ExportFile: Sendable, Equatable {
    var path: String
    var text: String
}
