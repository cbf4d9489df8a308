/// The release both programs belong to: the one place liftd's version is written.
///
/// `liftd --version`, `liftctl --version`, `ping` and `status` report it, and `make deb`
/// reads it from this file for the package's version.
public enum LiftdRelease {
    /// liftd's version (upstream, without a Debian revision).
    public static let version = "0.1.0"
}
