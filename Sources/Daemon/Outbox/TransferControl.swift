import CCurl
import Synchronization

/// The one thing shared between a transfer's thread and the task that waits for it: a
/// cancel, which wakes the transfer's poll through `curl_multi_wakeup` so it ends at once,
/// whatever it was doing. The multi handle is known here only while the transfer polls it,
/// so a cancel never wakes a handle that is being freed.
final class TransferControl: Sendable {
    private struct State {
        var isCancelled = false
        var polled: PolledHandle?
    }

    /// A multi handle and libcurl's function that wakes it. (Unchecked: the handle is only
    /// woken under the lock, which `curl_multi_wakeup` allows from any thread.)
    private struct PolledHandle: @unchecked Sendable {
        let multi: UnsafeMutableRawPointer
        let wakeUp: liftd_curl_multi_wakeup_function
    }

    private let state = Mutex(State())

    /// Whether the transfer is to stop.
    var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Stops the transfer, now if it polls, else before it starts.
    func cancel() {
        state.withLock { state in
            state.isCancelled = true
            if let polled = state.polled { _ = polled.wakeUp(polled.multi) }
        }
    }

    /// Makes `multi` wakeable by a cancel; `false` when the transfer is cancelled already.
    func attach(_ multi: UnsafeMutableRawPointer, wakeUp: liftd_curl_multi_wakeup_function) -> Bool {
        state.withLock { state in
            guard !state.isCancelled else { return false }
            state.polled = PolledHandle(multi: multi, wakeUp: wakeUp)
            return true
        }
    }

    /// Forgets the multi handle, before it is freed.
    func detach() {
        state.withLock { $0.polled = nil }
    }
}
