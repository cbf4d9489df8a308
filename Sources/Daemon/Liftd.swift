/// Facts about liftd itself.
public enum Liftd {
    /// liftd's version, as `--version`, `ping` and `status` report it.
    public static let version = "0.1.0"
}
