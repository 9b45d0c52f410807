import Foundation
import NoteSiteSupport
import NoteSiteDiagnostics

extension Exporter {
    /// Writes every file beside its place first and renames them all only when
    /// every one was written, so a failure leaves the output as it was.
    func write(_ files: [ExportFile]) throws(ExportError) {
        do {
            for file in files {
                let folder = output.appendingPathComponent(file.path).deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            try TemporaryFile.replaceAll(files.map { (output.appendingPathComponent($0.path).path, $0.text) }, tag: "notesite-export")
        } catch {
            throw ExportError(diagnostic: Diagnostic(path: outputDisplay, message: "cannot write the export: \(error.localizedDescription)",
                                                     hint: "check that the folder can be written to"))
        }
    }
}
