/// How a platform word is shown on the pages: the names the platforms'
/// makers write for the common words, else the word itself.
public enum PlatformName {
    static let known = [
        "ios": "iOS", "ipados": "iPadOS", "macos": "macOS", "watchos": "watchOS", "tvos": "tvOS", "visionos": "visionOS",
        "android": "Android", "wearos": "Wear OS", "windows": "Windows", "linux": "Linux", "web": "Web",
        "chromeos": "ChromeOS",
    ]

    public static func display(_ word: String) -> String { known[word] ?? word }
}
