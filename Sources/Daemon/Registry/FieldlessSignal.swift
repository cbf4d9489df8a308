import SignalStore

/// A signal without fields, such as `ping`: a request naming it and giving no fields is
/// built directly, without a pass through a JSON decoder.
public protocol FieldlessSignal: Signal {
    /// The signal.
    init()
}
