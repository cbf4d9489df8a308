@preconcurrency import Glibc
import ControlClient
import Daemon
import Foundation

/// The real `liftd`, built next to this benchmark, running on its built-in defaults in a
/// temporary state directory.
final class BenchmarkDaemon {
    let socketPath: String
    private let process = Process()

    /// Starts `liftd` with its state and socket under `stateDirectory`, and `environment` added
    /// to its few variables; returns once it answers.
    init(stateDirectory: String, environment: [String: String] = [:]) throws {
        socketPath = stateDirectory + "/liftd.sock"
        let binary = try Self.binaryPath()
        process.executableURL = URL(fileURLWithPath: binary)
        process.environment = ["STATE_DIRECTORY": stateDirectory, "RUNTIME_DIRECTORY": stateDirectory, "PATH": "/usr/bin:/bin"]
            .merging(environment) { _, added in added }
        process.standardError = FileHandle.nullDevice
        try process.run()
        guard waitUntilAccepting(at: socketPath, process: process, attempts: 600, pauseMicroseconds: 20_000) else {
            throw BenchmarkUsageError(message: "liftd at \(binary) did not start (build it: swift build -c release)")
        }
    }

    /// The `liftd` the benchmarks run: `$LIFTD_BINARY` when set (another build, such as the
    /// package's), else the one built next to this benchmark.
    static func binaryPath() throws -> String {
        let path = ProcessInfo.processInfo.environment["LIFTD_BINARY"]
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
                .deletingLastPathComponent().appendingPathComponent("liftd").path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkUsageError(message: "\(path) is missing: build it (swift build -c release)")
        }
        return path
    }

    /// The daemon's process id, to read its processor time.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Stops the daemon.
    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}
