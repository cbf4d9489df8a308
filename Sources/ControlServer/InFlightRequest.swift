import ControlProtocol

/// The request a connection is waiting on: the task answering it, and when it must answer.
struct InFlightRequest {
    /// Tells this request's answer from a later one's.
    let serial: UInt64
    let line: RequestLine
    let deadline: ContinuousClock.Instant
    let task: Task<Void, Never>
    /// The deadline passed: the client was told so, and the answer will be dropped.
    var isTimedOut = false
}
