import Testing

/// Holds tasks until a test opens it: a way to wait on a real event instead of sleeping.
/// A wait is bounded: when the gate stays shut past `bound`, the waiter goes on and the test
/// fails with an issue naming what the gate stands for, so a broken test cannot hang the run.
public actor Gate {
    /// What opening the gate means, for the failure message ("the slow request started").
    public nonisolated let purpose: String
    private let bound: Duration
    private var isOpen = false
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0
    /// How many times a task arrived at the gate (waited or `arrive()`d), open or not.
    public private(set) var arrivals = 0

    /// A closed gate for the event `purpose` describes; a wait at it gives up after `bound`.
    public init(_ purpose: String, bound: Duration = .seconds(60)) {
        self.purpose = purpose
        self.bound = bound
    }

    /// Returns once the gate is open, or records an issue after the bound and returns.
    public func wait(sourceLocation: SourceLocation = #_sourceLocation) async {
        arrivals += 1
        guard !isOpen else { return }
        let waiter = nextWaiter
        nextWaiter += 1
        let timer = Task { [bound] in
            try? await Task.sleep(for: bound)
            self.giveUp(waiter)
        }
        let opened = await withCheckedContinuation { waiters[waiter] = $0 }
        timer.cancel()
        if !opened {
            Issue.record("waited \(bound) for \(purpose), in vain", sourceLocation: sourceLocation)
        }
    }

    /// Counts an arrival without waiting.
    public func arrive() { arrivals += 1 }

    /// Lets every waiter, present and future, go on.
    public func open() {
        isOpen = true
        for waiter in waiters.values { waiter.resume(returning: true) }
        waiters = [:]
    }

    private func giveUp(_ waiter: Int) {
        waiters.removeValue(forKey: waiter)?.resume(returning: false)
    }
}
