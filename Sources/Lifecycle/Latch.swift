import Synchronization

/// A one-way gate one task waits at: it opens when someone calls `open()` or when the waiting
/// task is cancelled, and stays open. Waiting costs no thread and no timer.
public final class Latch: Sendable {
    private enum State {
        case closed
        case waiting(CheckedContinuation<Void, Never>)
        case open
    }

    private let state = Mutex(State.closed)

    /// A closed latch.
    public init() {}

    /// Whether the latch has opened.
    public var isOpen: Bool {
        state.withLock { if case .open = $0 { true } else { false } }
    }

    /// Opens the latch, letting its waiter (now or later) go on.
    public func open() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            defer { state = .open }
            if case .waiting(let continuation) = state { return continuation }
            return nil
        }
        waiter?.resume()
    }

    /// Returns once the latch is open or the calling task is cancelled. One waiter at a time.
    public func wait() async {
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isOpen = state.withLock { state in
                    switch state {
                    case .open:
                        return true
                    case .closed:
                        state = .waiting(continuation)
                        return false
                    case .waiting:
                        preconditionFailure("a Latch has one waiter at a time")
                    }
                }
                if isOpen { continuation.resume() }
            }
        } onCancel: {
            open()
        }
    }

    /// Returns once the calling task is cancelled: a service's way to serve until told to stop.
    public static func untilCancelled() async {
        await Latch().wait()
    }
}
