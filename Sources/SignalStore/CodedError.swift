/// An error a use case throws that carries the code its sender should see in place of the
/// generic `use-case-failed`, e.g. `invalid-field` for a value the use case refuses.
public protocol CodedError: Error {
    /// The stable, machine-readable code; `nil` keeps `use-case-failed`.
    var code: String? { get }
    /// Whether the signal itself is at fault (a value it may not hold, a step the state does
    /// not allow now), for its sender to fix, rather than the system that ran it: a daemon
    /// keeps such refusals out of the record of its own failures. `false` unless said.
    var blamesSignal: Bool { get }
}

extension CodedError {
    public var blamesSignal: Bool { false }
}
