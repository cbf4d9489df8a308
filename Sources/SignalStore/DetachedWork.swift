/// Work a use case leaves for after its chain: long work (a backup's copy) that must not hold
/// the store, and every chain queued behind it, for its whole length.
///
/// The store runs it once the chain has ended, in the sender's task (cancelling the sender
/// cancels it), while other chains run. What it finishes with answers the sender in place of
/// the use case's reply, and the signals it returns run after it as chains of their own. When
/// it throws, the sender is answered with the error and `SignalFailed` runs as a chain of its
/// own, as for a failed chain.
public struct DetachedWork: Sendable {
    /// The wire name of the signal whose use case left the work, for errors.
    public let signal: String
    /// The use case that left it.
    public let useCase: String
    private let work: @Sendable () async throws -> Finished

    /// Work that `useCase`, handling `signal`, leaves for after the chain.
    public init(
        signal: String, useCase: String, _ work: @escaping @Sendable () async throws -> Finished
    ) {
        self.signal = signal
        self.useCase = useCase
        self.work = work
    }

    /// What the work ended with: the sender's answer and the signals to run next.
    public struct Finished: Sendable {
        /// The answer for whoever sent the chain's signal, or `nil` to keep the use case's.
        public var reply: (any Encodable & Sendable)?
        /// Signals to run next, each as a chain of its own, in order.
        public var signals: [any Signal]

        /// The work answered with `reply` and asks for `signals` to run next.
        public init(reply: (any Encodable & Sendable)? = nil, signals: [any Signal] = []) {
            self.reply = reply
            self.signals = signals
        }
    }

    /// Does the work.
    public func run() async throws -> Finished { try await work() }
}
