import SignalStore
import Workouts

private enum PersonalRecordsKey: DependencyKey {
    static var liveValue: any PersonalRecordKeeping { UnconfiguredPersonalRecords() }
    static let name = "personalRecords"
}

extension DependencyValues {
    /// The personal records, kept up to date as sets are written (the SQLite repository in
    /// the daemon): what `log-set` and `import` report as set, and what `records` answers
    /// from. Until set every call fails with "no database configured".
    public var personalRecords: any PersonalRecordKeeping {
        get { self[PersonalRecordsKey.self] }
        set { self[PersonalRecordsKey.self] = newValue }
    }
}

/// The records in effect until a database is configured: refuses everything clearly.
struct UnconfiguredPersonalRecords: PersonalRecordKeeping {
    var estimate: OneRepMaxEstimate { .standard }
    func recordMark() throws -> Int64 { throw TrainingError.noDatabase }
    func records(foundAfter mark: Int64) throws -> [NewRecord] { throw TrainingError.noDatabase }
    func records(of exercise: String) throws -> ExerciseRecords? { throw TrainingError.noDatabase }
    func exercisesWithSets() throws -> [String] { throw TrainingError.noDatabase }
}
