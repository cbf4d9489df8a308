import Foundation

/// The executables SwiftPM built next to this test bundle, and the system tools the
/// integration tests drive.
public enum BuiltProducts {
    /// The build products directory: the test bundle (an executable on Linux) lives in it.
    public static var directory: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The path of the built product `name` (`liftd`, `liftctl`); fails saying how to build it.
    /// `$LIFTD_BINARY`, when set, names the `liftd` to test instead (another build of it).
    public static func path(_ name: String) throws -> String {
        if name == "liftd", let override = ProcessInfo.processInfo.environment["LIFTD_BINARY"] { return override }
        let path = directory.appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw IntegrationFailure("\(path) is missing: run `swift build` (or `swift test`) to build \(name)")
        }
        return path
    }

    /// The path of a system tool; fails naming the Debian package to install.
    public static func tool(_ path: String, package: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw IntegrationFailure("\(path) is missing: apt-get install \(package) (scripts/test does)")
        }
        return path
    }
}
