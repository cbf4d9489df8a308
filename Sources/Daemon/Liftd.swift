import ControlProtocol

/// Facts about liftd itself.
public enum Liftd {
    /// liftd's version, as `--version`, `ping` and `status` report it (`LiftdRelease`).
    public static let version = LiftdRelease.version
}
