import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)

/// The names of the stored exercises, in the order they were first stored.
private func storedNames(_ repository: SQLiteWorkoutRepository) throws -> [String] {
    try repository.connection.access { connection in
        let statement = try connection.statement("SELECT name FROM exercises ORDER BY id")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(0)) }
        return names
    }
}

@Suite("One exercise, one name: spellings that differ by case, spacing or normalization reach the stored exercise")
struct ExerciseNameMatchingTests {
    @Test("Sets logged as 'bench press (barbell)', 'Bench  Press (Barbell)' and with a decomposed é join the exercise first stored")
    func spellingsJoinTheStoredExercise() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let precomposed = "Caf\u{E9} Press"
        let decomposed = "Cafe\u{301} Press"
        #expect(Array(precomposed.utf8) != Array(decomposed.utf8))
        _ = try repository.insert(Workout(name: "A", start: start, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
            WorkoutSet(exercise: precomposed, weightKilograms: 40, reps: 8),
        ]))
        let later = try repository.insert(Workout(name: "B", start: start + 86_400, sets: [
            WorkoutSet(exercise: "bench press (barbell)", weightKilograms: 105, reps: 5),
            WorkoutSet(exercise: " Bench  Press   (Barbell) ", weightKilograms: 107.5, reps: 3),
            WorkoutSet(exercise: decomposed, weightKilograms: 42.5, reps: 8),
        ]))
        try repository.append(WorkoutSet(exercise: "BENCH PRESS (BARBELL)", weightKilograms: 110, reps: 1), toWorkout: later)
        #expect(try storedNames(repository) == ["Bench Press (Barbell)", precomposed])
        let sets = try #require(try repository.storedSets(ofWorkout: later)).map(\.set.exercise)
        #expect(sets == ["Bench Press (Barbell)", "Bench Press (Barbell)", precomposed, "Bench Press (Barbell)"])
        // Records are one exercise's too, found by any spelling.
        let records = try #require(try repository.records(of: "bench  PRESS (barbell)"))
        #expect(records == (try repository.records(of: "Bench Press (Barbell)")))
        #expect(records.exercise == "Bench Press (Barbell)")
        // So are the last session and the sets of a period.
        let session = try #require(try repository.lastSession(of: "BENCH press (barbell)", before: start + 2 * 86_400, excluding: later))
        #expect(session.sets.map(\.weightKilograms) == [100])
        let period = start..<(start + 2 * 86_400)
        #expect(try repository.datedSets(of: "bench press (barbell)", startedIn: period).count == 4)
        #expect(records.history.contains { $0.value == 110 })
    }

    @Test("An import's spellings join the stored exercise too; different lifts stay apart")
    func importsJoinAndLiftsStayApart() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.insert(Workout(name: "A", start: start, sets: [
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
        ]))
        let id = try repository.beginImport(file: "hevy.csv", format: "hevy", at: start)
        _ = try repository.importWorkouts([ImportedWorkout(workout: Workout(name: "B", start: start + 86_400, sets: [
            WorkoutSet(exercise: "squat  (barbell)", weightKilograms: 102.5, reps: 5),
            WorkoutSet(exercise: "Front Squat (Barbell)", weightKilograms: 80, reps: 5),
            WorkoutSet(exercise: "Squat (Dumbbell)", weightKilograms: 30, reps: 10),
        ]))], as: id)
        #expect(try storedNames(repository) == ["Squat (Barbell)", "Front Squat (Barbell)", "Squat (Dumbbell)"])
    }
}
