import Dispatch
import Synchronization

/// The server's live connections and lifecycle, and the waiters for them all to end.
final class ConnectionRegistry: Sendable {
    /// The answer to a new client.
    enum Admission {
        case admitted(Int)
        case full
        case stopping
    }

    private struct State {
        var isStarted = false
        var isStopping = false
        var isAccepting = false
        var nextIdentifier = 0
        var connections: [Int: ClientConnection] = [:]
        var drainWaiters: [ResumeOnce] = []
        var acceptEndWaiters: [CheckedContinuation<Void, Never>] = []
        var isDrained: Bool { !isAccepting && connections.isEmpty }
    }

    private let state = Mutex(State())

    var isStopping: Bool { state.withLock { $0.isStopping } }

    var connections: [ClientConnection] { state.withLock { Array($0.connections.values) } }

    /// Marks the server started; `false` if it already was, or is stopping.
    func start() -> Bool {
        state.withLock { state in
            guard !state.isStarted, !state.isStopping else { return false }
            state.isStarted = true
            state.isAccepting = true
            return true
        }
    }

    /// Marks the server stopping; the connections to wind down, or `nil` if it never started.
    func beginStopping() -> [ClientConnection]? {
        state.withLock { state in
            state.isStopping = true
            return state.isStarted ? Array(state.connections.values) : nil
        }
    }

    func admit(_ connection: ClientConnection, maximum: Int) -> Admission {
        state.withLock { state in
            if state.isStopping { return .stopping }
            guard state.connections.count < maximum else { return .full }
            state.nextIdentifier += 1
            state.connections[state.nextIdentifier] = connection
            return .admitted(state.nextIdentifier)
        }
    }

    func finished(_ identifier: Int) {
        resumeWaitersIfDrained { $0.connections[identifier] = nil }
    }

    func acceptLoopEnded() {
        let waiters = state.withLock { state in
            defer { state.acceptEndWaiters = [] }
            return state.acceptEndWaiters
        }
        resumeWaitersIfDrained { $0.isAccepting = false }
        for waiter in waiters { waiter.resume() }
    }

    /// Waits until the accepting thread has ended (at once if it is not running).
    func waitUntilNotAccepting() async {
        await withCheckedContinuation { continuation in
            let ended = state.withLock { state in
                if !state.isAccepting { return true }
                state.acceptEndWaiters.append(continuation)
                return false
            }
            if ended { continuation.resume() }
        }
    }

    /// Waits until the accepting thread and every connection have ended (`true`), or until
    /// `limit` passes (`false`). With no limit, waits as long as it takes.
    func waitUntilDrained(within limit: Duration?) async -> Bool {
        await withCheckedContinuation { continuation in
            let waiter = ResumeOnce(continuation)
            let drained = state.withLock { state in
                if state.isDrained { return true }
                state.drainWaiters.append(waiter)
                return false
            }
            if drained {
                waiter.resume(returning: true)
            } else if let limit {
                DispatchQueue.global().asyncAfter(deadline: .now() + limit.dispatchInterval) {
                    waiter.resume(returning: false)
                }
            }
        }
    }

    private func resumeWaitersIfDrained(after change: (inout State) -> Void) {
        let waiters = state.withLock { state -> [ResumeOnce] in
            change(&state)
            guard state.isDrained else { return [] }
            defer { state.drainWaiters = [] }
            return state.drainWaiters
        }
        for waiter in waiters { waiter.resume(returning: true) }
    }
}

/// A continuation that the first of several racing events resumes.
final class ResumeOnce: Sendable {
    private let continuation: Mutex<CheckedContinuation<Bool, Never>?>

    init(_ continuation: CheckedContinuation<Bool, Never>) {
        self.continuation = Mutex(continuation)
    }

    func resume(returning value: Bool) {
        continuation.withLock { $0.take() }?.resume(returning: value)
    }
}
