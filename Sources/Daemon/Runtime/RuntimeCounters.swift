import Synchronization

/// What the daemon counts for `metrics` since start: chains by result, errors by code, and
/// notifications the outbox gave up on, by notifier. Counted from any thread (a finished
/// chain is logged off the runtime's actor).
final class RuntimeCounters: Sendable {
    private struct Counts {
        var chainsSucceeded = 0
        var chainsFailed = 0
        var errorsByCode: [String: Int] = [:]
        var undeliveredByNotifier: [String: Int] = [:]
    }

    private let counts = Mutex(Counts())

    /// Counts one finished chain.
    func countChain(succeeded: Bool) {
        counts.withLock { counts in
            if succeeded { counts.chainsSucceeded += 1 } else { counts.chainsFailed += 1 }
        }
    }

    /// Counts one error with `code`.
    func countError(code: String) {
        counts.withLock { $0.errorsByCode[code, default: 0] += 1 }
    }

    /// Counts one notification `notifier` could not deliver.
    func countUndelivered(notifier: String) {
        counts.withLock { $0.undeliveredByNotifier[notifier, default: 0] += 1 }
    }

    /// The counts now: chains that succeeded, chains that failed, errors by code.
    var current: (chainsSucceeded: Int, chainsFailed: Int, errorsByCode: [String: Int]) {
        counts.withLock { ($0.chainsSucceeded, $0.chainsFailed, $0.errorsByCode) }
    }

    /// Notifications given up on since start, by notifier.
    var undelivered: [String: Int] {
        counts.withLock { $0.undeliveredByNotifier }
    }
}
