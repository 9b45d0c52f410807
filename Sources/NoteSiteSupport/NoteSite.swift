/// Facts about notesite itself.
public enum NoteSite {
    /// The version that `notesite --version` prints.
    public static let version = "0.1.0"
}
