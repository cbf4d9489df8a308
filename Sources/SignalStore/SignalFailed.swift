/// Emitted by the store when a chain fails, so other use cases (a notifier, say) can react.
///
/// It runs at the end of the failed chain, after the chain's pending signals were dropped.
/// A failure while handling `SignalFailed` is reported in the outcome but emits no further
/// `SignalFailed`. Cancelled chains and chains past their deadline do not emit it.
public struct SignalFailed: NotificationSignal, Equatable {
    public static let wireName = "signal-failed"

    /// The wire name of the signal that failed. (Not `signal`: a request, an `exec`
    /// program's output and a schedule keep that key for the signal's own name.)
    public var failedSignal: String
    /// The use case that failed, when one did.
    public var useCase: String?
    /// The error's stable code (see `ChainError.code`).
    public var code: String
    /// The error, for people.
    public var message: String
    /// The chain the failure happened in.
    public var chain: ChainID

    /// The failure signal describing `error` in `chain`.
    public init(_ error: ChainError, chain: ChainID) {
        self.failedSignal = error.signal
        self.useCase = error.useCase
        self.code = error.code
        self.message = error.description
        self.chain = chain
    }

    /// The failure signal for a failure outside any chain's steps (a notification that
    /// could not be delivered): `useCase` failed on `failedSignal` of `chain` with `code`.
    public init(failedSignal: String, useCase: String?, code: String, message: String, chain: ChainID) {
        self.failedSignal = failedSignal
        self.useCase = useCase
        self.code = code
        self.message = message
        self.chain = chain
    }
}
