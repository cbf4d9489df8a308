@preconcurrency import Glibc
import ControlClient
import Foundation

/// The echo baseline in a process of its own (`liftd-bench serve-echo PATH`), so that its
/// processor time can be read apart from the benchmark's clients. It ends when the
/// benchmark stops it or, should the benchmark die first, when its standard input closes.
final class EchoServerProcess {
    let path: String
    private let process = Process()
    /// Held open for the child's life: its end tells the child the benchmark is gone.
    private let lifeline = Pipe()

    /// Starts the echo server at `path`; returns once it accepts clients.
    init(path: String) throws {
        self.path = path
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = [EchoServer.subcommand, path]
        process.standardInput = lifeline
        try process.run()
        guard waitUntilAccepting(at: path, process: process, attempts: 500, pauseMicroseconds: 10_000) else {
            stop()
            throw BenchmarkUsageError(message: "the echo server did not start at \(path)")
        }
    }

    /// The child's process id, to read its processor time.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Stops the echo server: closing its standard input ends it, SIGTERM too.
    func stop() {
        try? lifeline.fileHandleForWriting.close()
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}
