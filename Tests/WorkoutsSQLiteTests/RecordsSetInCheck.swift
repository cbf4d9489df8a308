import Foundation
import Testing
import Workouts
import WorkoutsSQLite

/// Fails unless `records(setIn: period)` is exactly the `records` history entries of the
/// workouts started in `period`, exercise by exercise, in the history's order, and names
/// at least one record when the period holds any.
func expectRecordsSetInMatchHistory(
    _ repository: SQLiteWorkoutRepository, period: Range<Date>, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let found = try repository.records(setIn: period)
    let names = Set(try repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000))
        .map(\.exercise)).sorted()
    var expected: [NewRecord] = []
    for name in names {
        let history = try #require(try repository.records(of: name), "\(name) has records", sourceLocation: sourceLocation)
        expected += history.history.filter { period.contains($0.date) }.map { NewRecord(exercise: name, record: $0) }
    }
    #expect(found == expected, "records set in \(period)", sourceLocation: sourceLocation)
    #expect(found.allSatisfy { $0.record.previous != nil }, "every record beat something", sourceLocation: sourceLocation)
}
