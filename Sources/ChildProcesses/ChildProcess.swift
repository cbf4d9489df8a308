@preconcurrency import Glibc
import FoundationEssentials
import Synchronization
import Threads

/// A program started with `posix_spawn` in its own process group, fed input on stdin and
/// drained of stdout and stderr. No shell is involved: `arguments[0]` is the program's path.
public final class ChildProcess: Sendable {
    /// How the program ended and what it wrote.
    public struct Result: Sendable {
        /// The exit status, or `nil` when a signal ended it.
        public let exitStatus: Int32?
        /// The signal that ended it, if one did.
        public let terminatingSignal: Int32?
        /// What it wrote on stdout, at most the output limit.
        public let standardOutput: Data
        /// What it wrote on stderr, at most 64 KiB.
        public let standardError: Data
        /// Whether stdout went past the limit and was cut.
        public let outputTruncated: Bool
    }

    /// A program that could not be started, and why.
    public struct StartFailure: Error, Equatable {
        /// The program's path as given.
        public let program: String
        /// Why it could not be started, e.g. `No such file or directory`.
        public let reason: String
    }

    let processID: pid_t
    let input: Int32
    let output: Int32
    let errors: Int32
    let outputLimit: Int
    private let reaped = Mutex(false)
    /// A channel whose one end `kill` writes to, waking `exchange` to stop reading the
    /// program's streams: something it left running in a session of its own (`setsid`) may
    /// hold them open for good, out of reach of the group kill. Closed once `exchange` ends.
    private let stopChannel: Mutex<(read: Int32, write: Int32)?>

    /// Environment variables the daemon's supervisor set for the daemon alone.
    private static let privateVariables: Set<String> = [
        "NOTIFY_SOCKET", "LISTEN_FDS", "LISTEN_PID", "LISTEN_FDNAMES", "WATCHDOG_USEC", "WATCHDOG_PID",
    ]

    /// Starts `arguments[0]` with `arguments`, liftd's environment and `extraEnvironment`
    /// (which wins over it); keeps at most `outputLimit` bytes of stdout.
    public init(arguments: [String], outputLimit: Int, extraEnvironment: [String: String] = [:]) throws(StartFailure) {
        var inputPair: [Int32] = [-1, -1], outputPair: [Int32] = [-1, -1], errorPair: [Int32] = [-1, -1]
        let program = arguments.first ?? ""
        var stopPair: [Int32] = [-1, -1]
        guard ProcessSpawn.makeChannel(&inputPair), ProcessSpawn.makeChannel(&outputPair),
              ProcessSpawn.makeChannel(&errorPair), ProcessSpawn.makeChannel(&stopPair) else {
            let reason = String(cString: strerror(errno))
            for descriptor in inputPair + outputPair + errorPair + stopPair where descriptor >= 0 { Glibc.close(descriptor) }
            throw StartFailure(program: program, reason: reason)
        }
        let environment = ProcessInfo.processInfo.environment
            .filter { !Self.privateVariables.contains($0.key) }
            .merging(extraEnvironment) { _, extra in extra }
            .map { "\($0.key)=\($0.value)" }
        var status = Self.spawn(arguments, environment: environment,
                                standardStreams: [inputPair[1], outputPair[1], errorPair[1]])
        // ETXTBSY: another thread's child briefly held the program open for writing between its
        // fork and exec (e.g. the file was just written). It passes within milliseconds.
        for attempt in 1...5 {
            guard case .failure(let error) = status, error.code == ETXTBSY else { break }
            usleep(UInt32(attempt) * 10_000)
            status = Self.spawn(arguments, environment: environment,
                                standardStreams: [inputPair[1], outputPair[1], errorPair[1]])
        }
        for descriptor in [inputPair[1], outputPair[1], errorPair[1]] { Glibc.close(descriptor) }
        guard case .success(let processID) = status else {
            for descriptor in [inputPair[0], outputPair[0], errorPair[0]] + stopPair { Glibc.close(descriptor) }
            let code = if case .failure(let error) = status { error.code } else { EINVAL }
            throw StartFailure(program: program, reason: String(cString: strerror(code)))
        }
        _ = fcntl(inputPair[0], F_SETFL, fcntl(inputPair[0], F_GETFL) | O_NONBLOCK)
        self.processID = processID
        self.input = inputPair[0]
        self.output = outputPair[0]
        self.errors = errorPair[0]
        self.outputLimit = outputLimit
        _ = fcntl(stopPair[1], F_SETFL, fcntl(stopPair[1], F_GETFL) | O_NONBLOCK)
        self.stopChannel = Mutex((read: stopPair[0], write: stopPair[1]))
    }

    /// Starts the program in a process group of its own, with the signals the daemon handles
    /// or ignores back at their default action.
    private static func spawn(
        _ arguments: [String], environment: [String], standardStreams: [Int32]
    ) -> Swift.Result<pid_t, ProcessSpawn.Failure> {
        ProcessSpawn.start(
            arguments, environment: environment, standardStreams: standardStreams,
            signalDefaults: .listed([SIGPIPE, SIGHUP, SIGINT, SIGTERM, SIGQUIT, SIGCHLD, SIGUSR1, SIGUSR2, SIGALRM]),
            ownProcessGroup: true)
    }

    /// Kills the program and everything it started (its process group), unless it already
    /// ended and was reaped, and stops `communicate` waiting for its streams to close.
    public func kill() {
        reaped.withLock { reaped in
            if !reaped { _ = Glibc.kill(-processID, SIGKILL) }
        }
        stopChannel.withLock { channel in
            guard let channel else { return }
            var byte: UInt8 = 1
            _ = write(channel.write, &byte, 1)
        }
    }

    /// The read end of the stop channel while `exchange` may poll it.
    var stopDescriptor: Int32 { stopChannel.withLock { $0?.read ?? -1 } }

    /// Closes the stop channel: `exchange` has ended, and `kill` has nothing to wake.
    func closeStopChannel() {
        stopChannel.withLock { channel in
            if let channel {
                Glibc.close(channel.read)
                Glibc.close(channel.write)
            }
            channel = nil
        }
    }

    /// Waits until the program has ended, kills whatever it left running in its process group
    /// (a background job, a `sleep` its script started), then reaps it. While the ended
    /// program is not reaped, its pid and so its process-group id cannot be reused, and `kill`
    /// is held off until it is reaped, so no signal ever reaches an unrelated group.
    /// Returns the program's wait status.
    func waitForExit() -> Int32 {
        var information = siginfo_t()
        while waitid(P_PID, id_t(processID), &information, WEXITED | WNOWAIT) != 0, errno == EINTR {}
        return reaped.withLock { reaped in
            _ = Glibc.kill(-processID, SIGKILL)
            var status: Int32 = 0
            while waitpid(processID, &status, 0) < 0, errno == EINTR {}
            reaped = true
            return status
        }
    }

    /// Writes `data` to the program's stdin, reads its output until it closes both streams,
    /// and waits for it to end. Runs on a thread of its own, leaving the concurrency pool free
    /// (on the caller's thread when the system gives no new one).
    public func communicate(_ data: Data) async -> Result {
        await withCheckedContinuation { continuation in
            do throws(ThreadStartFailure) {
                try DetachedThread.start { continuation.resume(returning: self.exchange(data)) }
            } catch {
                continuation.resume(returning: exchange(data))
            }
        }
    }
}
