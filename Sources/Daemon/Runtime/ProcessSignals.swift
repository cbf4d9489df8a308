@preconcurrency import Glibc

/// What the operating system asked of the daemon.
enum ProcessSignal: Sendable {
    /// SIGHUP: reload the config.
    case reload
    /// SIGTERM or SIGINT: stop.
    case stop
}

/// SIGHUP, SIGTERM and SIGINT, none lost however early they come: the main thread blocks
/// them before any other thread starts, so every thread inherits the mask and none is
/// delivered one. It then waits for them with `sigwait` while the daemon runs in a task on
/// its work thread, and passes each on as an async sequence the daemon's main loop awaits. A
/// signal that comes while the daemon starts waits, pending, until the signal service (which
/// starts last) acts on it. `ProcessSpawn` gives children an empty mask and default actions.
enum ProcessSignals {
    /// The signals and what they ask.
    private static let meanings: [(number: Int32, meaning: ProcessSignal)] = [
        (SIGHUP, .reload), (SIGTERM, .stop), (SIGINT, .stop),
    ]

    /// Runs `daemon` in a task with the signals it is sent, and exits with its status; call
    /// it on the main thread before anything starts another thread. Never returns.
    static func serve(_ daemon: @escaping @Sendable (AsyncStream<ProcessSignal>) async -> ExitStatus) -> Never {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let (signals, continuation) = AsyncStream.makeStream(of: ProcessSignal.self)
        // On the daemon's work thread, as the services run, not on Swift's global executor:
        // Dispatch's pool, once it has run anything, wakes every second.
        Task(executorPreference: WorkThreadExecutor.daemon) {
            let status = await daemon(signals)
            exit(status.rawValue)
        }
        while true {
            var number: Int32 = 0
            guard sigwait(&set, &number) == 0 else { continue }
            if let meaning = meanings.first(where: { $0.number == number })?.meaning {
                continuation.yield(meaning)
            }
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for (number, _) in meanings { sigaddset(&set, number) }
        return set
    }
}
