/// An exercise's record history as a list: entries added in order, a session-volume entry
/// replacing the earlier one of its session (its key stays, its value grows).
public struct RecordLedger: Sendable, Equatable {
    /// The entries, in the order first added.
    public private(set) var entries: [RecordEntry] = []
    private var index: [RecordEntry.Key: Int] = [:]

    /// An empty history.
    public init() {}

    /// Adds `entry`, or replaces the entry with its key.
    public mutating func apply(_ entry: RecordEntry) {
        if let at = index[entry.key] {
            entries[at] = entry
        } else {
            index[entry.key] = entries.count
            entries.append(entry)
        }
    }
}
