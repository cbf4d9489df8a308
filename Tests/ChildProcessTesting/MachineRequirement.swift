import Glibc
import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a test only as root (it changes user, mounts or boots something); otherwise it is
    /// reported as skipped with `why`.
    public static func needsRoot(_ why: String) -> Self {
        .enabled(if: getuid() == 0, Comment(rawValue: "needs root: \(why)"))
    }
}
