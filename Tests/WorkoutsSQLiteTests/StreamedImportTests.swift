import Foundation
import SampleExports
import Testing
import Workouts
@testable import WorkoutsSQLite
import ZoneInfo

private let settings = ImportSettings(timeZone: .utc, now: importInstant)

private let interleaved = interleavedWorkoutsExport

/// Stores the export a batch of `setsPerBatch` at a time, as the import plugin does.
private func importStreamed(_ bytes: [UInt8], into repository: SQLiteWorkoutRepository, setsPerBatch: Int) throws -> ImportWriteSummary {
    let reader = try ExportReader(source: MemoryByteSource(bytes), settings: settings)
    var summary = ImportWriteSummary()
    while let batch = try reader.nextBatch(setsPerBatch: setsPerBatch) { summary.add(try repository.importWorkouts(batch)) }
    return summary
}

@Test("Workouts stored in pieces one set at a time read back as the whole file stores them; a second import adds nothing")
func piecesStoreAsWhole() throws {
    let whole = try ExportParser.parse(interleaved, settings: settings)
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let first = try importStreamed(interleaved, into: repository, setsPerBatch: 1)
    #expect(first == ImportWriteSummary(workoutsAdded: 2, setsAdded: 6))
    for summary in try repository.workouts(limit: 10) {
        var stored = try #require(try repository.workout(id: summary.id))
        stored.id = nil
        #expect(whole.workouts.contains(stored), "workout '\(stored.name)' reads back as the whole file parses it")
    }
    let second = try importStreamed(interleaved, into: repository, setsPerBatch: 1)
    #expect(second == ImportWriteSummary(setsAlreadyPresent: 6))
    let wholeAfterPieces = try repository.importWorkouts(whole.workouts)
    #expect(wholeAfterPieces == ImportWriteSummary(setsAlreadyPresent: 6))
}

@Test("An import, which skips per-set foreign-key checks, leaves none broken and the checks on for the writes after it")
func importKeepsForeignKeys() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try importStreamed(interleaved, into: repository, setsPerBatch: 2)
    let (enforced, broken) = try repository.connection.access { connection in
        (try connection.integer("PRAGMA foreign_keys"), try connection.integer("SELECT count(*) FROM pragma_foreign_key_check"))
    }
    #expect(enforced == 1)
    #expect(broken == 0)
}

/// Stores the export a batch of `setsPerBatch` at a time following its app, then ends the import.
private func followStreamed(
    _ bytes: [UInt8], into repository: SQLiteWorkoutRepository, setsPerBatch: Int
) throws -> (ImportWriteSummary, FollowedSource) {
    let reader = try ExportReader(source: MemoryByteSource(bytes), settings: settings)
    var following = SourceFollowing(source: reader.format.source)
    var summary = ImportWriteSummary()
    while let batch = try reader.nextBatch(setsPerBatch: setsPerBatch) {
        summary.add(try repository.importWorkouts(batch, as: nil, following: &following))
    }
    return (summary, try repository.finishFollowing(following, removesSets: true))
}

@Test("A re-import in pieces follows each workout whole: nothing removed when nothing changed, only the set the file dropped when one did")
func followedInPieces() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try followStreamed(interleaved, into: repository, setsPerBatch: 1)
    let (again, unchanged) = try followStreamed(interleaved, into: repository, setsPerBatch: 1)
    #expect(again == ImportWriteSummary(setsAlreadyPresent: 6))
    #expect(unchanged == FollowedSource())
    // A's third squat set is gone from the app; its other sets still come in three pieces.
    let text = String(decoding: interleaved, as: UTF8.self)
        .replacingOccurrences(of: "2025-09-16 07:00:00,A,30m,Squat (Barbell),3,100,3,0,0,,,\n", with: "")
    let (_, corrected) = try followStreamed(Array(text.utf8), into: repository, setsPerBatch: 1)
    #expect(corrected.setsRemoved == 1 && corrected.workoutsUpdated == 1 && corrected.missingFromFile == [])
    let sets = try repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
    #expect(sets.map(\.reps).sorted() == [4, 5, 5, 5, 5])
}

@Test("A workout logged in liftd that the file holds in two pieces is left alone, and counted once")
func loggedWorkoutInPiecesCountedOnce() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let start = try #require(ISO8601DateFormatter().date(from: "2025-09-16T08:00:00Z"))
    _ = try repository.insert(Workout(name: "B", start: start, sets: [WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 60, reps: 8)]))
    let (summary, _) = try followStreamed(interleaved, into: repository, setsPerBatch: 1)
    #expect(summary.workoutsLeftAlone == 1 && summary.workoutsAdded == 1 && summary.setsAdded == 4)
}
