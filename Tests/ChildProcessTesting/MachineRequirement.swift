import Foundation
import Glibc
import Testing

/// Whether the tests run under CI: the environment variable `CI` is set (`.ci/run` sets it).
/// CI must run every suite, so there a missing tool or root fails instead of skipping.
public enum ContinuousIntegration {
    /// Whether `CI` is set to something.
    public static var isSet: Bool { !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }
}

/// What a suite found missing under CI: thrown by its condition, so the run fails naming it.
public struct MissingRequirement: Error, CustomStringConvertible {
    /// What the suite needs, as its skip reason says it.
    public let requirement: String
    /// Says what is missing and that CI may not skip it.
    public var description: String { "CI is set, so this may not be skipped, and it needs \(requirement)" }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test or suite only where `isMet` says the machine has `requirement`. Elsewhere
    /// it is reported as skipped with "needs `requirement`", which `scripts/test` repeats in its
    /// summary; with `CI` set it fails instead, saying what is missing.
    public static func needs(
        _ requirement: String, sourceLocation: SourceLocation = #_sourceLocation, _ isMet: @escaping @Sendable () -> Bool
    ) -> Self {
        .enabled(Comment(rawValue: "needs \(requirement)"), sourceLocation: sourceLocation) {
            if isMet() { return true }
            if ContinuousIntegration.isSet { throw MissingRequirement(requirement: requirement) }
            return false
        }
    }

    /// Runs a test only as root (it changes user, mounts or boots something), saying `why`.
    public static func needsRoot(_ why: String, sourceLocation: SourceLocation = #_sourceLocation) -> Self {
        .needs("root: \(why)", sourceLocation: sourceLocation) { getuid() == 0 }
    }

    /// Runs a test only where the executable at `path` is installed, from the Debian `package`.
    public static func needsTool(
        _ path: String, package: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        .needs("\(path) (apt-get install \(package); scripts/test does)", sourceLocation: sourceLocation) {
            FileManager.default.isExecutableFile(atPath: path)
        }
    }
}
