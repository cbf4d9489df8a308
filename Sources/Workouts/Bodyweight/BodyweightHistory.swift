import FoundationEssentials

/// Bodyweights in time order, answering which one was known at an instant: the nearest
/// measured at or before it.
public struct BodyweightHistory: Sendable, Equatable {
    /// The entries, oldest first.
    public private(set) var entries: [BodyweightEntry]

    /// A history of `entries`, in any order.
    public init(_ entries: [BodyweightEntry] = []) {
        self.entries = entries.sorted { $0.measuredAt < $1.measuredAt }
    }

    /// The bodyweight in kilograms measured nearest before (or at) `date`, or `nil` when
    /// none was measured by then.
    public func kilograms(at date: Date) -> Double? {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].measuredAt <= date { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : entries[low - 1].kilograms
    }
}
