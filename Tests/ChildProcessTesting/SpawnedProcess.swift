import ChildProcesses
import Foundation
import Glibc

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

    /// Starts `arguments[0]` (a path) with `environment`; stdin is fed by us if `feedsInput`.
    public init(_ arguments: [String], environment: [String: String], feedsInput: Bool) throws {
        var input: [Int32] = [-1, -1], output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1]
        guard Self.makeChannel(&output), Self.makeChannel(&errors) else {
            throw SpawnFailure("socketpair: \(String(cString: strerror(errno)))")
        }
        if feedsInput {
            guard Self.makeChannel(&input) else { throw SpawnFailure("socketpair: \(String(cString: strerror(errno)))") }
        } else {
            input[0] = open("/dev/null", O_RDONLY | O_CLOEXEC)
        }
        defer { for descriptor in [input[0], output[1], errors[1]] { Glibc.close(descriptor) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, source) in [input[0], output[1], errors[1]].enumerated() {
            posix_spawn_file_actions_adddup2(&actions, source, Int32(target))
        }
        InheritedDescriptors.closeAll(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Signals some tests in this process ignore or block must reach the child as usual.
        var emptyMask = sigset_t(), defaults = sigset_t()
        sigemptyset(&emptyMask)
        sigfillset(&defaults)
        sigdelset(&defaults, SIGKILL)
        sigdelset(&defaults, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var processIdentifier = pid_t()
        let code = posix_spawn(&processIdentifier, arguments[0], &actions, &attributes, argv, envp)
        guard code == 0 else {
            for descriptor in [input[1], output[0], errors[0]] where descriptor >= 0 { Glibc.close(descriptor) }
            throw SpawnFailure("cannot start \(arguments): \(String(cString: strerror(code)))")
        }
        self.processIdentifier = processIdentifier
        standardInput = input[1]
        standardOutput = output[0]
        standardError = errors[0]
    }

    /// Blocks until the child ends and reaps it: `EXITED=<status>` or `KILLED=<signal>`.
    public func waitForEnd() -> String {
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, 0) < 0 {
            guard errno == EINTR else { return "LOST=\(errno)" }
        }
        let signal = status & 0x7F
        return signal == 0 ? "EXITED=\((status >> 8) & 0xFF)" : "KILLED=\(signal)"
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

    /// A connected pair of close-on-exec sockets (atomic, unlike `pipe` + `fcntl`, so no other
    /// thread's child can inherit them); the child gets its end through `dup2`. Writing to a
    /// socket with MSG_NOSIGNAL also spares this process a SIGPIPE when a child exits early.
    private static func makeChannel(_ pair: inout [Int32]) -> Bool {
        socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &pair) == 0
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
