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
