import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)
private let day: TimeInterval = 86_400
private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)

@Suite("Each imported workout remembers the app it came from")
struct WorkoutSourcesTests {
    @Test("Upgrading takes each workout's app from its import's format; older imports are claimed by the next app to import them")
    func migrationRemembersSources() throws {
        let database = try TemporaryDatabase()
        var repository = try database.open()
        let hevyImport = try repository.beginImport(file: "hevy.csv", format: "hevy", at: start + 10 * day)
        _ = try repository.importWorkouts([ImportedWorkout(workout: Workout(name: "Hevy", start: start, sets: [squat]))],
                                          as: hevyImport, source: .hevy)
        _ = try repository.importWorkouts([Workout(name: "Old", start: start + day, sets: [squat])], source: .fitNotes)
        let version = try #require(Schema.migrations.firstIndex(of: Schema.workoutSources))
        try repository.connection.access { connection in
            try connection.execute("""
                DROP TRIGGER workout_source_forgotten; DROP TABLE workout_sources; PRAGMA user_version = \(version)
                """)
        }
        repository = try database.open()
        #expect(try repository.schemaVersion == Schema.migrations.count)
        // A Strong export holding both with more sets: the Hevy workout is another app's,
        // the one imported before apps were remembered is claimed and followed.
        let strong = [Workout(name: "Hevy", start: start, sets: [squat, squat]),
                      Workout(name: "Old", start: start + day, sets: [squat, squat])]
        let summary = try repository.importWorkouts(strong, source: .strong)
        #expect(summary.workoutsLeftAlone == 1 && summary.setsAdded == 1)
        let workouts = try repository.workouts(limit: 10)
        #expect(try workouts.map { try #require(try repository.storedSets(ofWorkout: $0.id)).count }.sorted() == [1, 2])
        let again = try repository.importWorkouts([Workout(name: "Old", start: start + day, sets: [squat])], source: .fitNotes)
        #expect(again.workoutsLeftAlone == 1 && again.setsAdded == 0, "the Strong import claimed it")
    }

    @Test("A deleted workout forgets its app")
    func deletionForgetsSource() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.importWorkouts([Workout(name: "A", start: start, sets: [squat])], source: .hevy)
        let id = try #require(try repository.workouts(limit: 1).first?.id)
        #expect(try repository.delete(workout: id))
        let rows = try repository.connection.access { try $0.integer("SELECT count(*) FROM workout_sources") }
        #expect(rows == 0)
    }
}
