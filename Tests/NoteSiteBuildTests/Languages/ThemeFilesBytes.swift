import Foundation
import NoteSiteTheme

/// The compiled-in theme files, as tests read them.
enum ThemeFilesBytes {
    static func file(_ path: String) -> Data? { ThemeFiles.all[path].map { Data($0) } }
}
