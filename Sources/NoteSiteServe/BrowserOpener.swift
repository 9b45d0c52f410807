import Foundation

/// Opens a URL in the user's default browser (`--open`).
enum BrowserOpener {
    static func open(_ url: String, log: @Sendable (String) -> Void) {
        #if os(macOS)
        let tool = "/usr/bin/open"
        #else
        let tool = "/usr/bin/xdg-open"
        #endif
        guard FileManager.default.isExecutableFile(atPath: tool) else {
            log("Cannot open a browser (\(tool) is missing); open \(url) yourself.")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = [url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            log("Cannot open a browser: \(error.localizedDescription); open \(url) yourself.")
        }
    }
}
