/// Holds tasks until a test opens it: a way to wait on a real event instead of sleeping.
public actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A closed gate.
    public init() {}

    /// Returns once the gate is open.
    public func wait() async {
        guard !isOpen else { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Lets every waiter, present and future, go on.
    public func open() {
        isOpen = true
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
