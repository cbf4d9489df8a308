/// A chain waiting in the store's queue, with the continuation its sender waits on.
struct QueuedChain {
    let id: ChainID
    let signal: any Signal
    let deadline: Duration?
    let continuation: CheckedContinuation<QueuedTurn, Never>
}

/// How a queued chain's wait ends.
enum QueuedTurn {
    /// The store is the sender's now: it runs the chain in its own task.
    case yourTurn
    /// The chain was run for the sender (it has a deadline), or refused.
    case finished(ChainOutcome)
}

/// First-in, first-out queue of waiting chains; removing from the front is O(1).
struct ChainQueue {
    private var items: [QueuedChain] = []
    private var head = 0

    var count: Int { items.count - head }

    /// The chain that has waited longest.
    var first: QueuedChain? { head < items.count ? items[head] : nil }

    mutating func append(_ chain: QueuedChain) {
        items.append(chain)
    }

    mutating func removeFirst() -> QueuedChain? {
        guard head < items.count else { return nil }
        let first = items[head]
        head += 1
        if head > 64, head * 2 > items.count {
            items.removeFirst(head)
            head = 0
        }
        return first
    }

    /// Takes chain `id` out of the queue, if it is waiting.
    mutating func remove(_ id: ChainID) -> QueuedChain? {
        guard let index = items[head...].firstIndex(where: { $0.id == id }) else { return nil }
        return items.remove(at: index)
    }
}

extension ChainOutcome {
    /// Restates a cancellation as `reason` (the store knows whether it was the deadline).
    mutating func replaceCancellation(with reason: ChainError.Kind) {
        errors = errors.map { error in
            error.kind == .cancelled ? ChainError(reason, signal: error.signal, useCase: error.useCase) : error
        }
    }
}
