import Foundation
import Glibc
import Synchronization

/// A program run to completion: its exit status and everything it printed.
public struct ProgramRun: Sendable {
    /// The exit status, or 128 + the signal that killed it.
    public let status: Int32
    /// Everything the program wrote to its standard output.
    public let standardOutput: String
    /// Everything the program wrote to its standard error.
    public let standardError: String

    /// The output's lines, without the empty string after the last newline.
    public var outputLines: [String] {
        let lines = standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.last == "" ? Array(lines.dropLast()) : lines
    }

    /// Runs `executable` with `arguments`, feeding it `input`, on a thread of its own.
    /// A program killed by a signal counts as exit status 128 + the signal. One still running
    /// after `bound` seconds is killed, and the run fails naming it.
    public static func run(
        _ executable: String, _ arguments: [String], input: String = "",
        environment: [String: String] = ["PATH": "/usr/bin:/bin"], bound: TimeInterval = 120
    ) async throws -> ProgramRun {
        try await offPool {
            let child = try SpawnedProcess([executable] + arguments, environment: environment, feedsInput: true)
            let finished = DispatchSemaphore(value: 0), timedOut = TimeoutMark()
            Thread {
                guard finished.wait(timeout: .now() + bound) == .timedOut else { return }
                timedOut.set()
                child.killUnlessEnded()
            }.start()
            let output = ReadToEnd(child.standardOutput), errors = ReadToEnd(child.standardError)
            child.finishInput(with: input)
            let (outputText, errorText) = (output.wait(), errors.wait())
            let ending = child.waitForEnd()
            finished.signal()
            if timedOut.isSet {
                throw SpawnFailure("\(executable) \(arguments) did not finish within \(bound) s and was killed; stderr: \(errorText)")
            }
            let number = Int32(ending.drop { $0 != "=" }.dropFirst()) ?? -1
            return ProgramRun(
                status: ending.hasPrefix("EXITED=") ? number : 128 + number,
                standardOutput: outputText, standardError: errorText)
        }
    }
}

/// Reads a descriptor to its end on a thread of its own (so two pipes never deadlock), then
/// closes it.
public final class ReadToEnd: @unchecked Sendable {
    // @unchecked: `text` is written once by the reader before `done` is signalled and read after.
    private var text = ""
    private var timedOut = false
    private let done = DispatchSemaphore(value: 0)

    /// Starts reading `descriptor`, which this object now owns.
    public init(_ descriptor: Int32) {
        Thread { [self] in
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { timedOut = true }
                guard count > 0 else { break }
                bytes += chunk[..<count]
            }
            Glibc.close(descriptor)
            text = String(decoding: bytes, as: UTF8.self)
            done.signal()
        }.start()
    }

    /// Blocks until the descriptor's end and returns what was read.
    public func wait() -> String {
        done.wait()
        return text
    }

    /// Whether reading stopped because a receive timeout (`SO_RCVTIMEO`) passed, not at the
    /// end; valid after `wait()`.
    public var stoppedByTimeout: Bool { timedOut }
}

/// Set by the thread that kills a program past its bound; read once the program has ended.
private final class TimeoutMark: Sendable {
    private let value = Atomic<Bool>(false)
    var isSet: Bool { value.load(ordering: .acquiring) }
    func set() { value.store(true, ordering: .releasing) }
}
