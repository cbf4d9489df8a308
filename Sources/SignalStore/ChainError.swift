/// Why a chain, or one signal in it, did not complete.
public struct ChainError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kinds of failure a chain can meet.
    public enum Kind: Sendable, Equatable {
        /// No use case handled the signal.
        case unhandled
        /// The signal's type already appears among its causes; `path` lists the wire names
        /// from the chain's first signal to the refused one.
        case cycle(path: [String])
        /// The chain reached its bound on steps.
        case chainTooLong(limit: Int)
        /// A use case threw.
        case threw(message: String)
        /// A use case threw a `CodedError` naming its own `code`, e.g. `invalid-field`.
        case refused(code: String, message: String)
        /// The chain ran past its deadline and was cancelled.
        case deadlineExceeded
        /// The sender cancelled the chain.
        case cancelled
        /// The store's queue was full; the chain never started.
        case busy
    }

    /// What went wrong.
    public let kind: Kind
    /// The wire name of the signal being processed.
    public let signal: String
    /// The use case involved, when one was.
    public let useCase: String?
    /// Whether the use case refused the signal itself (`CodedError.blamesSignal`): a bad
    /// value or a step the state does not allow, for the sender to fix.
    public let blamesSignal: Bool

    /// A failure of `kind` while processing `signal`, in `useCase` when one was involved;
    /// `blamesSignal` when the signal itself was at fault.
    public init(_ kind: Kind, signal: String, useCase: String? = nil, blamesSignal: Bool = false) {
        self.kind = kind
        self.signal = signal
        self.useCase = useCase
        self.blamesSignal = blamesSignal
    }

    /// Whether the chain was cancelled: by the store, or by a use case that stopped where it
    /// was cancelled and says where (a `CodedError` with the code `cancelled`).
    public var wasCancelled: Bool { code == "cancelled" }

    /// A stable, machine-readable name for the kind, e.g. `unhandled-signal`.
    public var code: String {
        switch kind {
        case .unhandled: "unhandled-signal"
        case .cycle: "signal-cycle"
        case .chainTooLong: "chain-too-long"
        case .threw: "use-case-failed"
        case .refused(let code, _): code
        case .deadlineExceeded: "deadline-exceeded"
        case .cancelled: "cancelled"
        case .busy: "busy"
        }
    }

    /// A sentence for the sender: a use case's own message when it threw (which names the
    /// field and the problem), else the description. The description, which also names the
    /// use case, is for logs.
    public var message: String {
        switch kind {
        case .threw(let message), .refused(_, let message): message
        default: description
        }
    }

    /// A sentence for logs, naming the use case and signal involved.
    public var description: String {
        switch kind {
        case .unhandled:
            "no use case handles '\(signal)'"
        case .cycle(let path):
            "signal cycle refused: \(path.joined(separator: " → "))"
        case .chainTooLong(let limit):
            "chain stopped at '\(signal)': more than \(limit) signals"
        case .threw(let message), .refused(_, let message):
            "\(useCase ?? "a use case") failed on '\(signal)': \(message)"
        case .deadlineExceeded:
            "chain ran past its deadline while processing '\(signal)'"
        case .cancelled:
            "chain cancelled while processing '\(signal)'"
        case .busy:
            "store is busy: queue full, '\(signal)' was not started"
        }
    }
}
