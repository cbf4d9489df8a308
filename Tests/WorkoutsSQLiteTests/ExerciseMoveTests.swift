import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)

private func set(_ name: String, _ weight: Double, _ reps: Int) -> WorkoutSet {
    WorkoutSet(exercise: name, weightKilograms: weight, reps: reps)
}

/// Two workouts of bench sets, some logged under a typo.
private let workouts = [
    Workout(name: "A", start: start, sets: [set("Bench Press (Barbell)", 100, 5), set("Benchpresss", 105, 3), set("Squat (Barbell)", 140, 5)]),
    Workout(name: "B", start: start + 86_400, sets: [set("Benchpresss", 110, 2), set("Bench Press (Barbell)", 102.5, 5)]),
]

/// `workouts` with every set of `from` under `to`.
private func renamed(_ from: String, to: String) -> [Workout] {
    workouts.map { workout in
        var copy = workout
        copy.sets = workout.sets.map { set in
            var set = set
            if set.exercise == from { set.exercise = to }
            return set
        }
        return copy
    }
}

/// The current records and the record history of `exercise`, written out for comparison.
private func history(_ repository: SQLiteWorkoutRepository, _ exercise: String) throws -> [String] {
    let records = try #require(try repository.records(of: exercise))
    let lines = (records.current.map { ("now", $0) } + records.history.map { ("then", $0) }).map { when, record in
        "\(when) \(record.kind) \(record.value) \(String(describing: record.weight)) \(record.date)"
    }
    #expect(records.history.count > 0, "\(exercise) has a record history to compare")
    return lines
}

@Suite("Moving an exercise's history: rename-exercise and merge-exercises")
struct ExerciseMoveTests {
    @Test("Merging moves the sets in order and leaves records equal to a fresh database's that stored them under one name")
    func mergeEqualsFreshImport() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        for workout in workouts { _ = try repository.insert(workout) }
        let move = try repository.moveExercise("benchpresss", to: "bench press (barbell)", merging: true)
        #expect(move == ExerciseMove(from: "Benchpresss", to: "Bench Press (Barbell)", setsMoved: 2, merged: true))
        // The old name now names the exercise it was merged into.
        #expect(try repository.records(of: "Benchpresss") == repository.records(of: "Bench Press (Barbell)"))

        let fresh = try TemporaryDatabase()
        let expected = try fresh.open()
        for workout in renamed("Benchpresss", to: "Bench Press (Barbell)") { _ = try expected.insert(workout) }
        #expect(try history(repository, "Bench Press (Barbell)") == history(expected, "Bench Press (Barbell)"))
        let first = try #require(try repository.workouts(limit: 10).last?.id)
        #expect(try #require(try repository.storedSets(ofWorkout: first)).map(\.set.weightKilograms) == [100, 105, 140])
        #expect(try repository.exercisesWithSets() == ["Bench Press (Barbell)", "Squat (Barbell)"])
    }

    @Test("Renaming gives the exercise the new name (the catalog's spelling) with records as a fresh database's")
    func renameEqualsFreshImport() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        for workout in workouts { _ = try repository.insert(workout) }
        let move = try repository.moveExercise("Benchpresss", to: "Bench Press - Close Grip (Barbell)", merging: false)
        #expect(move == ExerciseMove(from: "Benchpresss", to: "Bench Press - Close Grip (Barbell)", setsMoved: 2, merged: false))
        let fresh = try TemporaryDatabase()
        let expected = try fresh.open()
        for workout in renamed("Benchpresss", to: "Bench Press - Close Grip (Barbell)") { _ = try expected.insert(workout) }
        #expect(try history(repository, "Bench Press - Close Grip (Barbell)") == history(expected, "Bench Press - Close Grip (Barbell)"))
        #expect(try history(repository, "Bench Press (Barbell)") == history(expected, "Bench Press (Barbell)"))
    }

    @Test("A rename onto another stored exercise, an unknown exercise and a move onto itself are refused, changing nothing")
    func refusals() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        for workout in workouts { _ = try repository.insert(workout) }
        #expect(throws: ExerciseEditError.targetStored("Bench Press (Barbell)")) {
            try repository.moveExercise("Benchpresss", to: "Bench Press (Barbell)", merging: false)
        }
        #expect(throws: ExerciseEditError.unknownExercise("Nothing")) {
            try repository.moveExercise("Nothing", to: "Squat (Barbell)", merging: true)
        }
        #expect(throws: ExerciseEditError.sameExercise("Squat (Barbell)")) {
            try repository.moveExercise("squat (barbell)", to: "Squat (Barbell)", merging: true)
        }
        #expect(try repository.exercisesWithSets() == ["Bench Press (Barbell)", "Benchpresss", "Squat (Barbell)"])
    }
}
