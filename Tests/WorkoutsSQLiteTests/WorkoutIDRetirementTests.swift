import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)
private let day: TimeInterval = 86_400
private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)

/// Every workout id the repository lists now.
private func listedIDs(_ repository: SQLiteWorkoutRepository) throws -> Set<WorkoutID> {
    Set(try repository.workouts(limit: 100).map(\.id))
}

@Suite("Workout ids are never given twice")
struct WorkoutIDRetirementTests {
    @Test("After deleting the newest workout, the next logged workout gets a new id, also after reopening")
    func deletedNewestIsNotReused() throws {
        let database = try TemporaryDatabase()
        var repository = try database.open()
        var given: Set<WorkoutID> = []
        for offset in 0..<3 {
            given.insert(try repository.insert(Workout(name: "Legs", start: start + Double(offset) * day, sets: [squat])))
        }
        let newest = try #require(given.max())
        #expect(try repository.delete(workout: newest))
        let next = try repository.insert(Workout(name: "Push", start: start + 5 * day, sets: [squat]))
        #expect(!given.contains(next), "workout id \(next) was given before")
        given.insert(next)
        #expect(try repository.delete(workout: next))
        repository = try database.open()
        let afterReopening = try repository.insert(Workout(name: "Pull", start: start + 6 * day, sets: [squat]))
        #expect(!given.contains(afterReopening), "workout id \(afterReopening) was given before")
    }

    @Test("Workouts removed by undoing an import retire their ids and their sets' ids; imported workouts take new ones")
    func undoneImportRetiresIDs() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let logged = try repository.insert(Workout(name: "Legs", start: start, sets: [squat]))
        let first = try repository.beginImport(file: "a.csv", format: "hevy", at: start)
        _ = try repository.importWorkouts([
            ImportedWorkout(workout: Workout(name: "Heavy", start: start + day, sets: [squat, squat])),
        ], as: first)
        let imported = try listedIDs(repository).subtracting([logged])
        let importedSets = try imported.flatMap { try #require(try repository.storedSets(ofWorkout: $0)).map(\.id) }
        #expect(imported.count == 1 && importedSets.count == 2)
        _ = try repository.undoImport(first, at: start + 2 * day)
        #expect(try listedIDs(repository) == [logged])

        let second = try repository.beginImport(file: "b.csv", format: "hevy", at: start + 3 * day)
        _ = try repository.importWorkouts([
            ImportedWorkout(workout: Workout(name: "Again", start: start + 4 * day, sets: [squat])),
        ], as: second)
        let again = try listedIDs(repository).subtracting([logged])
        #expect(again.count == 1 && again.isDisjoint(with: imported), "imported ids \(again), undone ones \(imported)")
        let logging = try repository.insert(Workout(name: "Push", start: start + 5 * day, sets: [squat]))
        #expect(!imported.contains(logging) && !again.contains(logging))
        let newSets = try #require(try repository.storedSets(ofWorkout: logging)).map(\.id)
        #expect(Set(newSets).isDisjoint(with: importedSets), "set ids \(newSets) were given to undone sets \(importedSets)")
    }

    @Test("A database from before retired workout ids starts retiring above its highest workout")
    func migrationStartsAtHighest() throws {
        let database = try TemporaryDatabase()
        var repository = try database.open()
        let id = try repository.insert(Workout(name: "Legs", start: start, sets: [squat]))
        let newest = try repository.insert(Workout(name: "Push", start: start + day, sets: [squat]))
        let version = try #require(Schema.migrations.firstIndex(of: Schema.retiredWorkoutIDs))
        try repository.connection.access { connection in
            try connection.execute("""
                DROP TRIGGER retire_workout_id; DROP TRIGGER retire_set_id; DROP TABLE retired_workout_ids;
                DELETE FROM workouts WHERE id = \(newest);
                PRAGMA user_version = \(version)
                """)
        }
        repository = try database.open()
        #expect(try repository.schemaVersion == Schema.migrations.count)
        #expect(try listedIDs(repository) == [id])
        // The old schema gave `newest` again; from here on, no deletion lets it happen.
        let next = try repository.insert(Workout(name: "Pull", start: start + 2 * day, sets: [squat]))
        #expect(try repository.delete(workout: next))
        let after = try repository.insert(Workout(name: "Pull", start: start + 3 * day, sets: [squat]))
        #expect(after > next)
    }
}
