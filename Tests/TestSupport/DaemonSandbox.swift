import Foundation

/// A temporary directory for one `liftd`: its config file, state directory and socket path.
public final class DaemonSandbox: Sendable {
    /// The use cases most tests run with.
    public static let standardUseCases = ["start-workout", "log-set", "workouts", "workout"]

    /// The directory (short enough for socket paths).
    public let path: String
    /// Where the config puts the control socket.
    public var socketPath: String { path + "/run/liftd.sock" }
    /// The config file.
    public var configPath: String { path + "/liftd.yaml" }
    /// A new path for a notify socket: each daemon started here gets its own.
    public func newNotifyPath() -> String { path + "/notify-" + UUID().uuidString.prefix(8).lowercased() + ".sock" }

    /// A fresh directory (short enough for socket paths) with a config from `writeConfig`.
    public init(useCases: [String] = standardUseCases, socket: [String] = [], extra: String = "") throws {
        path = "/tmp/liftd-it-" + UUID().uuidString.prefix(8).lowercased()
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try writeConfig(useCases: useCases, socket: socket, extra: extra)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes the config: `useCases` as list entries (YAML, may span lines), extra `socket`
    /// keys, and `extra` top-level YAML.
    public func writeConfig(useCases: [String] = standardUseCases, socket: [String] = [], extra: String = "") throws {
        let entries = useCases.map { "  - " + $0 }.joined(separator: "\n")
        let socketKeys = (["path: \(socketPath)"] + socket).map { "  " + $0 }.joined(separator: "\n")
        try write("liftd.yaml", """
            use-cases:
            \(entries)
            paths:
              state-directory: \(path)/var
            socket:
            \(socketKeys)
            \(extra)
            """)
    }

    /// Writes `text` to `name` in the directory; returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String, executable: Bool = false) throws -> String {
        let file = path + "/" + name
        try (text + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        if executable { try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file) }
        return file
    }

    /// Whether the socket file exists.
    public var socketFileExists: Bool {
        var status = stat()
        return lstat(socketPath, &status) == 0
    }
}
