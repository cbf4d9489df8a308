import ControlProtocol
import SignalStore
import Synchronization

/// The answer to a request whose chain runs detached from it: the chain runs in a task of
/// its own, so that neither the request's deadline nor the client leaving cuts it short,
/// and the request waits for its answer only until the deadline. Then the client is told
/// `still-running` with the chain's number, and the chain goes on; its outcome goes to the
/// log and `watch` as any chain's does. A class: the chain's task and the waiting request
/// share it.
final class DetachedChain: Sendable {
    private struct Progress {
        /// The chain's number, once the store gave it one.
        var chain: ChainID?
        /// The reply the chain ended with, when it waits for another chain (`run-schedule`'s
        /// firing), which `still-running` then names.
        var awaited: (any AwaitedReply)?
        /// The answer, once the chain (and any reply it awaited) ended before anyone waited.
        var answer: String?
        /// The request waiting for the answer.
        var waiter: CheckedContinuation<String, Never>?
        /// Whether the waiting request was answered (by the chain, its deadline or its end).
        var settled = false
    }

    private let progress = Mutex(Progress())

    /// The chain's task told the store admitted the chain as `chain`.
    func admitted(_ chain: ChainID) {
        progress.withLock { $0.chain = chain }
    }

    /// The chain ended with `reply`, which waits for another chain.
    func awaiting(_ reply: any AwaitedReply) {
        progress.withLock { $0.awaited = reply }
    }

    /// The chain ended and `answer` is its response line: it goes to the waiting request,
    /// unless the request was answered already.
    func finished(_ answer: String) {
        let waiter = progress.withLock { progress -> CheckedContinuation<String, Never>? in
            guard !progress.settled else { return nil }
            guard let waiter = progress.waiter else {
                progress.answer = answer
                return nil
            }
            progress.settled = true
            progress.waiter = nil
            return waiter
        }
        waiter?.resume(returning: answer)
    }

    /// The chain's answer if it comes within `deadline`; otherwise, at the deadline,
    /// `still-running` naming the chain that `signal` started (and `id`). When the waiting
    /// task is cancelled (the client left, or the socket stops), it ends at once; the chain
    /// goes on.
    func answer(within deadline: Duration, signal: String, id: JSONValue?) async -> String {
        let timer = Task {
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            self.expire(Self.stillRunning(signal: signal, chain: self.chain, after: deadline, id: id))
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = progress.withLock { progress -> String? in
                    if let answer = progress.answer {
                        progress.settled = true
                        return answer
                    }
                    if progress.settled {
                        let chain = progress.awaited?.awaitedChain ?? progress.chain
                        return Self.stillRunning(signal: signal, chain: chain, after: deadline, id: id)
                    }
                    progress.waiter = continuation
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            expire(Self.stillRunning(signal: signal, chain: chain, after: deadline, id: id))
        }
    }

    private var chain: ChainID? { progress.withLock { $0.awaited?.awaitedChain ?? $0.chain } }

    /// Answers the waiting request with `answer` unless it was answered already.
    private func expire(_ answer: String) {
        let waiter = progress.withLock { progress -> CheckedContinuation<String, Never>? in
            guard !progress.settled else { return nil }
            progress.settled = true
            defer { progress.waiter = nil }
            return progress.waiter
        }
        waiter?.resume(returning: answer)
    }

    /// The `still-running` answer for `signal`'s chain, `deadline` after the request came.
    static func stillRunning(signal: String, chain: ChainID?, after deadline: Duration, id: JSONValue?) -> String {
        let named = chain.map { "as chain \($0) " } ?? ""
        let error = RequestError(
            .stillRunning,
            "'\(signal)' is still running \(named)after \(deadline) (socket.request-deadline); "
                + "it goes on, and its outcome goes to the log and to watch",
            id: id, details: chain.map { ["chain": .integer(Int(clamping: $0.rawValue))] } ?? [:])
        return Response.failure(error)
    }
}
