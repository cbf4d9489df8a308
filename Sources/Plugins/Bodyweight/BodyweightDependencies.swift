import FoundationEssentials
import SignalStore
import Workouts

private enum BodyweightStoreKey: DependencyKey {
    static var liveValue: any BodyweightStoring { UnconfiguredBodyweightStore() }
    static let name = "bodyweightStore"
}

extension DependencyValues {
    /// Where bodyweights are kept (the SQLite repository in the daemon); until set every
    /// call fails with "no database configured".
    public var bodyweightStore: any BodyweightStoring {
        get { self[BodyweightStoreKey.self] }
        set { self[BodyweightStoreKey.self] = newValue }
    }
}

/// The store in effect until a database is configured: refuses everything clearly.
struct UnconfiguredBodyweightStore: BodyweightStoring {
    func record(_ entry: BodyweightEntry) throws -> Bool { throw TrainingError.noDatabase }
    func importBodyweights(_ entries: [BodyweightEntry], as importID: ImportID?) throws -> Int {
        throw TrainingError.noDatabase
    }
    func bodyweights(in period: Range<Date>, limit: Int) throws -> [BodyweightEntry] { throw TrainingError.noDatabase }
}
