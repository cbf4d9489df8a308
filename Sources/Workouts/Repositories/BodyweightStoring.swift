import FoundationEssentials

/// Keeps the bodyweight history: `log-bodyweight` and imports add to it, volume reads it.
public protocol BodyweightStoring: Sendable {
    /// Stores `entry`, replacing one measured at the same instant; returns whether one was replaced.
    func record(_ entry: BodyweightEntry) throws -> Bool
    /// Stores each of `entries` not already stored for its instant (an import run twice adds
    /// nothing); returns how many were new, remembered under import `importID` when given.
    /// Returns only once they are durable.
    func importBodyweights(_ entries: [BodyweightEntry], as importID: ImportID?) throws -> Int
    /// The entries measured in `period`, newest first, at most `limit`.
    func bodyweights(in period: Range<Date>, limit: Int) throws -> [BodyweightEntry]
}

extension BodyweightStoring {
    /// Stores each of `entries` not already stored, outside any import's history.
    public func importBodyweights(_ entries: [BodyweightEntry]) throws -> Int {
        try importBodyweights(entries, as: nil)
    }
}
