import SignalStore

/// Tells listeners that stored training changed: `finish-workout` ended a workout, an
/// import added sets, or `undo-import` removed them. `summary-html` rebuilds the site on it (at most once a minute); nobody
/// has to listen.
public struct TrainingChanged: NotificationSignal, Equatable {
    public static let wireName = "training-changed"
    /// What changed it: `finish-workout`, `import`, `undo-import`, `rename-exercise` or
    /// `merge-exercises`.
    public var cause: String

    /// Stored training changed by `cause`.
    public init(cause: String) { self.cause = cause }
}
