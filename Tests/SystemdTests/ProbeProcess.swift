import ChildProcessTesting
import Foundation
import Glibc
import Synchronization

/// Runs the `SystemdProbe` helper (built next to the test bundle) as a child process with an
/// environment the test chooses, optionally behind a launcher such as
/// `systemd-socket-activate`. Started with `posix_spawn` and inheriting no descriptor of this
/// process (see `SpawnedProcess`), so a probe left running cannot hold other tests' pipes open.
final class ProbeProcess: Sendable {
    private let child: SpawnedProcess
    private let reaped = Atomic(false)

    /// The probe's (or its launcher's) process id.
    var processIdentifier: pid_t { child.processIdentifier }

    private let mode: String
    /// How long a read from the probe, or its end, is waited for (a guard, not a timing assertion).
    private static let bound = 60

    init(mode: String, environment: [String: String], launcher: [String] = []) throws {
        let probe = ProbeProcess.probePath()
        self.mode = mode
        child = try SpawnedProcess(launcher + [probe, mode], environment: environment, feedsInput: false)
        // Our ends are sockets: a read that waits past the bound fails instead of hanging the run.
        var guardTime = timeval(tv_sec: Self.bound, tv_usec: 0)
        for descriptor in [child.standardOutput, child.standardError] {
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &guardTime, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    deinit {
        Glibc.close(child.standardOutput)
        Glibc.close(child.standardError)
    }

    /// Runs the probe to its end (waiting on a thread of its own, never on the cooperative
    /// pool) and returns its output lines.
    static func run(mode: String, environment: [String: String]) async throws -> [String] {
        let probe = try ProbeProcess(mode: mode, environment: environment)
        return try await offPool { try probe.finish() }
    }

    /// The probe's next output line (blocks until it is written, or nil at its end).
    func nextLine() throws -> String? { try line(from: child.standardOutput, "an output line") }

    /// The next line on the probe's (or its launcher's) standard error.
    func nextDiagnosticLine() throws -> String? { try line(from: child.standardError, "a line on stderr") }

    /// Kills the probe if it is still running (a failed test must not leave it behind) and
    /// reaps it.
    func kill() {
        // Not after `finish()`: a reaped pid may already belong to another process.
        guard !reaped.load(ordering: .acquiring) else { return }
        Glibc.kill(child.processIdentifier, SIGKILL)
        reap()
    }

    /// Reads one byte at a time up to a newline, so nothing after the line is consumed.
    private func line(from descriptor: Int32, _ what: String) throws -> String? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = Glibc.read(descriptor, &byte, 1)
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                throw SpawnFailure("waited \(Self.bound) s for \(what) from SystemdProbe \(mode), in vain")
            }
            if count <= 0 || byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        return line.isEmpty ? nil : String(decoding: line, as: UTF8.self)
    }

    /// Waits for the probe to exit and returns the rest of its output lines. A probe still
    /// running after the bound is killed, and the wait fails naming it.
    func finish() throws -> [String] {
        let output = ReadToEnd(dup(child.standardOutput)), errors = ReadToEnd(dup(child.standardError))
        let rest = output.wait()
        _ = errors.wait()
        guard !output.stoppedByTimeout, !errors.stoppedByTimeout else {
            kill()
            throw SpawnFailure("SystemdProbe \(mode) did not finish within \(Self.bound) s")
        }
        reap()
        return rest.split(separator: "\n").map(String.init)
    }

    /// Waits for the child's end once; later calls return at once.
    private func reap() {
        guard !reaped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = child.waitForEnd()
    }

    /// `SystemdProbe` in the build directory holding this test binary.
    static func probePath() -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent("SystemdProbe").path
    }
}

/// A fresh directory under /tmp for sockets (short enough for `sun_path`).
func makeTemporaryDirectory() throws -> String {
    let path = "/tmp/liftd-systemd-test-" + UUID().uuidString.prefix(8)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}
