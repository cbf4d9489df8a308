import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

/// The write-ahead log is checkpointed and reused as the daemon writes, so it stays near
/// the automatic checkpoint size instead of growing with every commit, and a large import
/// does not leave it large.
@Suite("The write-ahead log stays bounded")
struct WriteAheadLogTests {
    private static let start = Date(timeIntervalSince1970: 1_758_000_000)

    /// Twice the automatic checkpoint size (pages of 4 KiB plus frame headers): a log that is
    /// checkpointed and restarted never gets there; one that is not passes it after about
    /// 900 logged sets.
    private static let bound = 2 * SQLiteConnection.automaticCheckpointPages * (4_096 + 24)

    @Test("Logging 2,000 sets one by one, with reads between them as the daemon does, keeps the log small")
    func loggedSetsKeepTheLogSmall() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        // The daemon's second connection, as the scheduler keeps it: read now and then.
        let scheduler = try SQLiteConnection.openMigrated(path: database.path)
        try scheduler.run(
            "INSERT INTO schedule_history (name, handled_through) VALUES ('weekly-report', \(Self.start.timeIntervalSince1970))")
        let workout = try repository.insert(Workout(name: "Push", start: Self.start))
        var largest = 0
        for index in 0..<2_000 {
            try repository.append(
                WorkoutSet(exercise: index % 2 == 0 ? "Bench Press (Barbell)" : "Squat (Barbell)",
                           weightKilograms: 100, reps: 5),
                toWorkout: workout)
            if index % 50 == 0 {
                #expect(try repository.workoutInProgress()?.id == workout)
                #expect(try scheduler.integer("SELECT count(*) FROM schedule_history WHERE name = 'weekly-report'") == 1)
            }
            largest = max(largest, Self.logSize(of: database.path))
        }
        #expect(try repository.workout(id: workout)?.sets.count == 2_000)
        #expect(largest <= Self.bound, "the log reached \(largest) bytes")
    }

    @Test("After an import larger than the size limit, the next write cuts the log back to the limit")
    func largeImportLeavesNoLargeLog() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open(importBatchSize: 1_000_000)
        let workouts = (0..<4_000).map { index in
            let start = Self.start + Double(index) * 86_400
            let sets = (0..<25).map { set in
                WorkoutSet(exercise: "Exercise \(set % 7)", weightKilograms: Double(40 + set), reps: 5,
                           notes: String(repeating: "n", count: 250))
            }
            return Workout(name: "Session", start: start, end: start + 3_600, sets: sets)
        }
        #expect(try repository.importWorkouts(workouts).setsAdded == 100_000)
        let afterImport = Self.logSize(of: database.path)
        #expect(afterImport > SQLiteConnection.journalSizeLimitBytes, "the import's log was only \(afterImport) bytes")
        _ = try repository.insert(Workout(name: "Next", start: Self.start - 86_400))
        let afterWrite = Self.logSize(of: database.path)
        #expect(afterWrite <= SQLiteConnection.journalSizeLimitBytes, "the log stayed at \(afterWrite) bytes")
    }

    /// The size of the `-wal` file beside `path` (0 when there is none).
    private static func logSize(of path: String) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
        return (attributes?[.size] as? Int) ?? 0
    }
}
