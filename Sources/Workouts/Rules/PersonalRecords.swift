/// An exercise's personal records computed from scratch: every set of the exercise, in
/// session order, through one `ExerciseRecordTracker`. Stores that keep records up to
/// date on each write must end up with exactly this (the tests compare both).
public struct PersonalRecords: Sendable, Equatable {
    /// The tracker after the last set: the current bests.
    public var tracker: ExerciseRecordTracker
    /// The history, records and baselines, in `RecordEntry.chronologically` order.
    public var history: [RecordEntry]

    /// The records of `sets` (all of one exercise, of load type `load`), rated with
    /// `estimate`. The sets may come in any order; they are taken in session order, then in
    /// the order given.
    public init(sets: [RecordedSet], estimate: OneRepMaxEstimate, load: LoadType = .external) {
        var tracker = ExerciseRecordTracker(estimate: estimate, load: load)
        var ledger = RecordLedger()
        tracker.add(inSessionOrder: sets) { ledger.apply($0) }
        self.tracker = tracker
        history = ledger.entries.sorted(by: RecordEntry.chronologically)
    }
}

extension ExerciseRecordTracker {
    /// Takes `sets` in session order, then in the order given, each of which must follow
    /// every set given before (`follows`); hands each history entry they add to `found`.
    public mutating func add(inSessionOrder sets: [RecordedSet], found: (RecordEntry) -> Void = { _ in }) {
        let ordered = sets.enumerated().sorted { left, right in
            left.element.session == right.element.session
                ? left.offset < right.offset : left.element.session < right.element.session
        }
        for (_, set) in ordered {
            for entry in add(set) { found(entry) }
        }
    }
}
