import ControlProtocol
import SignalStore

extension ErrorCode {
    /// The code for a chain's error; a use case's refusal keeps the code it named (e.g.
    /// `invalid-field`) when it is one of these.
    public init(_ error: ChainError) {
        switch error.kind {
        case .unhandled: self = .unhandledSignal
        case .cycle: self = .signalCycle
        case .chainTooLong: self = .chainTooLong
        case .threw: self = .useCaseFailed
        case .refused(let code, _): self = ErrorCode(rawValue: code) ?? .useCaseFailed
        case .deadlineExceeded: self = .deadlineExceeded
        case .cancelled: self = .cancelled
        case .busy: self = .busy
        }
    }
}
