import ChildProcesses
import Foundation
import Glibc
import Synchronization

/// A child that could not be started.
public struct SpawnFailure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A child process started with `posix_spawn`, inheriting no descriptor but its three
/// standard streams. Foundation's `Process` is not used for it: on Linux it notices a child's
/// end through a socket the child inherits, and every other child started meanwhile inherits
/// that socket too, so a long-running daemon would keep other tests' programs "running"
/// (they become zombies nobody reaps) and the run deadlocks.
public final class SpawnedProcess: Sendable {
    public let processIdentifier: pid_t
    /// Our end of the child's stdin, or -1 when it reads /dev/null.
    public let standardInput: Int32
    /// Our ends of the child's stdout and stderr.
    public let standardOutput: Int32
    public let standardError: Int32
    /// Whether `waitForEnd` has seen the child end.
    private let ended = Mutex<Bool>(false)

    /// Starts `arguments[0]` (a path) with `environment`; stdin is fed by us if `feedsInput`.
    public init(_ arguments: [String], environment: [String: String], feedsInput: Bool) throws {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard ProcessSpawn.makeChannel(&output), ProcessSpawn.makeChannel(&errors) else {
            throw SpawnFailure("socketpair: \(String(cString: strerror(errno)))")
        }
        if feedsInput {
            guard ProcessSpawn.makeChannel(&input) else { throw SpawnFailure("socketpair: \(String(cString: strerror(errno)))") }
        } else {
            input[0] = open("/dev/null", O_RDONLY | O_CLOEXEC)
        }
        defer { for descriptor in [input[0], output[1], errors[1]] { Glibc.close(descriptor) } }
        // Signals some tests in this process ignore or block must reach the child as usual.
        switch ProcessSpawn.start(
            arguments, environment: environment.map { "\($0.key)=\($0.value)" },
            standardStreams: [input[0], output[1], errors[1]], signalDefaults: .everyCatchable, ownProcessGroup: false
        ) {
        case .success(let processIdentifier):
            self.processIdentifier = processIdentifier
        case .failure(let failure):
            for descriptor in [input[1], output[0], errors[0]] where descriptor >= 0 { Glibc.close(descriptor) }
            throw SpawnFailure("cannot start \(arguments): \(String(cString: strerror(failure.code)))")
        }
        standardInput = input[1]
        standardOutput = output[0]
        standardError = errors[0]
    }

    /// Blocks until the child ends and reaps it: `EXITED=<status>` or `KILLED=<signal>`.
    public func waitForEnd() -> String {
        // Notice the end without reaping first, so `killUnlessEnded` never signals a pid that
        // was reaped and perhaps given to another process.
        var information = siginfo_t()
        while waitid(P_PID, id_t(processIdentifier), &information, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        ended.withLock { $0 = true }
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { return "LOST=\(errno)" }
        }
        let signal = status & 0x7F
        return signal == 0 ? "EXITED=\((status >> 8) & 0xFF)" : "KILLED=\(signal)"
    }

    /// Kills the child with SIGKILL unless its end was noticed (a reaped pid is never signalled).
    public func killUnlessEnded() {
        ended.withLock { if !$0 { _ = kill(processIdentifier, SIGKILL) } }
    }

    /// Writes `text` to the child's stdin and closes it.
    public func finishInput(with text: String) {
        guard standardInput >= 0 else { return }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes {
                Glibc.send(standardInput, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if written < 0 { if errno == EINTR { continue } else { break } }
            bytes = bytes.dropFirst(written)
        }
        Glibc.close(standardInput)
    }

    /// Calls `line` with each line read from `descriptor` until its end, on a new thread; closes it.
    public static func readLines(of descriptor: Int32, _ line: @escaping @Sendable (String) -> Void, atEnd: @escaping @Sendable () -> Void) {
        Thread {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending += chunk[..<count]
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    line(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
            }
            if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
            Glibc.close(descriptor)
            atEnd()
        }.start()
    }
}
