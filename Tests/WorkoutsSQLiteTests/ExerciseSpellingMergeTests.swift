import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)

@Suite("Exercises stored apart only by spelling are merged on opening")
struct ExerciseSpellingMergeTests {
    /// Stores `workouts` with each set's exercise as spelled, as liftd did before names matched
    /// by key: one exercise row per spelling.
    private static func storeSplit(_ workouts: [Workout], in repository: SQLiteWorkoutRepository) throws {
        try repository.connection.access { connection in
            var exercises: [String] = []
            for (workoutIndex, workout) in workouts.enumerated() {
                try connection.execute("INSERT INTO workouts (id, name, started_at) VALUES (\(workoutIndex + 1), '\(workout.name)', \(workout.start.timeIntervalSince1970))")
                var ordinals: [String: Int] = [:]
                for (position, set) in workout.sets.enumerated() {
                    // Byte for byte, as SQLite's unique index compares (Swift's == would
                    // call the two spellings of é one).
                    func index() -> Int? { exercises.firstIndex { Array($0.utf8) == Array(set.exercise.utf8) } }
                    if index() == nil {
                        exercises.append(set.exercise)
                        let insert = try connection.statement("INSERT INTO exercises (id, name) VALUES (\(exercises.count), ?1)")
                        insert.bind(1, set.exercise)
                        try insert.step()
                    }
                    let exercise = try #require(index()) + 1
                    let spelling = String(decoding: Array(set.exercise.utf8), as: UTF8.self) + "#\(exercise)"
                    ordinals[spelling, default: 0] += 1
                    try connection.execute("""
                        INSERT INTO sets (id, workout_id, exercise_id, ordinal, position, kind, weight_kg, reps, notes)
                        VALUES ((SELECT coalesce(max(id), 0) + 1 FROM sets), \(workoutIndex + 1), \(exercise),
                                \(ordinals[spelling] ?? 1), \(position + 1), 'normal', \(set.weightKilograms ?? 0), \(set.reps), '')
                        """)
                }
            }
            try connection.execute("DELETE FROM record_entries; DELETE FROM record_trackers; INSERT INTO record_stale (exercise_id) SELECT id FROM exercises")
        }
    }

    @Test("Spellings that differ by case, spacing or normalization become one exercise, its sets in order and its records as a fresh database's; the merge is reported once")
    func merged() throws {
        func bench(_ name: String, _ weight: Double, _ reps: Int) -> WorkoutSet {
            WorkoutSet(exercise: name, weightKilograms: weight, reps: reps)
        }
        let split = [
            Workout(name: "A", start: start, sets: [
                bench("bench press (barbell)", 100, 5), bench("Bench Press (Barbell)", 105, 3),
                bench("bench  press (barbell)", 110, 1), bench("Cafe\u{301} Press", 40, 8),
            ]),
            Workout(name: "B", start: start + 86_400, sets: [
                bench("Bench Press (Barbell)", 107.5, 3), bench("Caf\u{E9} Press", 42.5, 8),
            ]),
        ]
        let database = try TemporaryDatabase()
        try Self.storeSplit(split, in: try database.open())

        let reopened = try database.open()
        #expect(reopened.mergedSpellings == [
            MergedExercise(kept: "Bench Press (Barbell)", merged: ["bench press (barbell)", "bench  press (barbell)"], setsMoved: 2),
            MergedExercise(kept: "Cafe\u{301} Press", merged: ["Caf\u{E9} Press"], setsMoved: 1),
        ])
        let first = try #require(try reopened.workouts(limit: 10).last?.id)
        let sets = try #require(try reopened.storedSets(ofWorkout: first)).map(\.set)
        #expect(sets.map(\.weightKilograms) == [100, 105, 110, 40])
        #expect(sets.map(\.exercise) == ["Bench Press (Barbell)", "Bench Press (Barbell)", "Bench Press (Barbell)", "Cafe\u{301} Press"])

        // The same sets stored under one name in a fresh database have the same records.
        let fresh = try TemporaryDatabase()
        let expected = try fresh.open()
        for workout in split {
            var named = workout
            named.sets = workout.sets.map { set in
                var set = set
                set.exercise = set.exercise.lowercased().hasPrefix("bench") ? "Bench Press (Barbell)" : "Cafe\u{301} Press"
                return set
            }
            _ = try expected.insert(named)
        }
        for exercise in ["Bench Press (Barbell)", "Cafe\u{301} Press"] {
            let records = try reopened.records(of: exercise)?.history.map { ($0.kind, $0.value, $0.weight) }
            let wanted = try expected.records(of: exercise)?.history.map { ($0.kind, $0.value, $0.weight) }
            #expect(records.map { $0.map { "\($0)" } } == wanted.map { $0.map { "\($0)" } }, "the records of \(exercise)")
        }
        #expect(try database.open().mergedSpellings.isEmpty)
    }
}
