import Foundation
import SignalStore
import Synchronization
import Testing
@testable import Scheduler

/// A `WallClockWaiter` the test drives: each wait is announced with its deadline and lasts
/// until the test wakes it (or its task is cancelled). No real time passes.
final class ManualWaiter: WallClockWaiter {
    private struct Pending {
        var waits: [UUID: CheckedContinuation<WakeReason, Never>] = [:]
        var cancelledEarly: Set<UUID> = []
        var announced: [Date?] = []
        var listener: CheckedContinuation<Date?, Never>?
    }

    private let pending = Mutex(Pending())

    func wait(until deadline: Date?) async -> WakeReason {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let cancelled = pending.withLock { state in
                    if state.cancelledEarly.remove(id) != nil { return true }
                    state.waits[id] = continuation
                    return false
                }
                if cancelled {
                    continuation.resume(returning: .cancelled)
                } else {
                    announce(deadline)
                }
            }
        } onCancel: {
            let continuation = pending.withLock { state in
                guard let continuation = state.waits.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return CheckedContinuation<WakeReason, Never>?.none
                }
                return continuation
            }
            continuation?.resume(returning: .cancelled)
        }
    }

    /// The deadline of the next wait the scheduler starts (it has done all it could before).
    /// If none starts within `bound`, the test fails with an issue saying so, and the answer
    /// is `Date.distantPast`, which no scheduler waits for.
    func nextWait(bound: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation) async -> Date? {
        let timer = Task { [self] in
            try await Task.sleep(for: bound)
            let listener = pending.withLock { state in
                defer { state.listener = nil }
                return state.listener
            }
            guard let listener else { return }
            Issue.record("waited \(bound) for the scheduler's next wait, in vain", sourceLocation: sourceLocation)
            listener.resume(returning: .distantPast)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { listener in
            let deadline = pending.withLock { state -> Date?? in
                guard !state.announced.isEmpty else {
                    state.listener = listener
                    return .none
                }
                return .some(state.announced.removeFirst())
            }
            if let deadline { listener.resume(returning: deadline) }
        }
    }

    private func announce(_ deadline: Date?) {
        let listener = pending.withLock { state in
            guard let listener = state.listener else {
                state.announced.append(deadline)
                return CheckedContinuation<Date?, Never>?.none
            }
            state.listener = nil
            return listener
        }
        listener?.resume(returning: deadline)
    }

    /// Ends the waits in progress with `reason`.
    func wake(_ reason: WakeReason = .deadlineReached) {
        let waiting = pending.withLock { state in
            defer { state.waits = [:] }
            return Array(state.waits.values)
        }
        for continuation in waiting { continuation.resume(returning: reason) }
    }
}

/// A wall clock the test sets by hand.
final class ManualClock: Sendable {
    private let current: Mutex<Date>

    init(_ start: Date) { current = Mutex(start) }

    var now: Date { current.withLock { $0 } }
    var wallClock: WallClock { WallClock { self.now } }

    func set(_ date: Date) { current.withLock { $0 = date } }
}
