/// The events a subscriber may ask for, by the name its lines carry in `event`.
/// `subscribed`, `dropped` and `request-refused` lines are no events one asks for: every
/// subscriber gets them.
public enum EventKind: String, CaseIterable, Sendable {
    /// A chain that may change data ended, or any chain failed.
    case chainFinished = "chain-finished"
    /// A schedule fired and its chain ended.
    case scheduleFired = "schedule-fired"
    /// A schedule's firing was skipped (its previous one still ran), or missed firings were
    /// dropped (catch-up off).
    case scheduleSkipped = "schedule-skipped"
    /// An import ended (an `import-finished` signal was emitted).
    case importFinished = "import-finished"
    /// A personal record was set (a `personal-record` signal was emitted).
    case personalRecord = "personal-record"
    /// The config was reloaded, or a reload was refused.
    case reload
    /// An error liftd keeps for `status` (`recentErrors`).
    case error

    /// Every name, in declaration order.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The events announced by a signal of the same name when a chain emits it.
    static let emittedSignals: [String: EventKind] = [
        importFinished.rawValue: .importFinished, personalRecord.rawValue: .personalRecord,
    ]
}
