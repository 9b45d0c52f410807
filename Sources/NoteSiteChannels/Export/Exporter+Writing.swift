import Foundation
import NoteSiteDiagnostics

extension Exporter {
    /// Writes every file beside its place first and renames them all only when
    /// every one was written, so a failure leaves the output as it was.
    func write(_ files: [ExportFile]) throws(ExportError) {
        let fm = FileManager.default
        var staged: [(temporary: URL, final: URL)] = []
        do {
            for file in files {
                let final = output.appendingPathComponent(file.path)
                try fm.createDirectory(at: final.deletingLastPathComponent(), withIntermediateDirectories: true)
                let temporary = final.deletingLastPathComponent().appendingPathComponent(".\(final.lastPathComponent).notesite-export")
                try Data(file.text.utf8).write(to: temporary)
                staged.append((temporary, final))
            }
            for file in staged {
                if rename(file.temporary.path, file.final.path) != 0 { throw CocoaError(.fileWriteUnknown) }
            }
        } catch {
            for file in staged { try? fm.removeItem(at: file.temporary) }
            throw ExportError(diagnostic: Diagnostic(path: outputDisplay, message: "cannot write the export: \(error.localizedDescription)",
                                                     hint: "check that the folder can be written to"))
        }
    }
}
