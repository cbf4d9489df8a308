import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_758_000_000)
private let week = start..<(start + 7 * 86_400)

/// A workout of three squat sets and a bench set whose second and third squats hold values
/// an older liftd stored unchecked: reps of Int.max and a weight of 1e18 kg.
private func storeWorkoutWithBadRows(_ database: borrowing TemporaryDatabase) throws -> (SQLiteWorkoutRepository, WorkoutID) {
    let repository = try database.open()
    let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let id = try repository.insert(Workout(name: "Legs", start: start, end: start + 3_600, sets: [
        squat, squat, squat, WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 8),
    ]))
    let connection = try SQLiteConnection(path: database.path)
    try connection.execute("""
        UPDATE sets SET reps = 9223372036854775807 WHERE workout_id = \(id) AND ordinal = 2
          AND exercise_id = (SELECT id FROM exercises WHERE name = 'Squat (Barbell)');
        UPDATE sets SET weight_kg = 1e18 WHERE workout_id = \(id) AND ordinal = 3
          AND exercise_id = (SELECT id FROM exercises WHERE name = 'Squat (Barbell)');
        """)
    return (repository, id)
}

@Test("Stored sets come with their workout and their number among that exercise's sets")
func storedSetsKnowWhereTheyAre() throws {
    let database = try TemporaryDatabase()
    let (repository, id) = try storeWorkoutWithBadRows(database)
    let stored = try repository.storedSets(startedIn: week)
    #expect(stored.map(\.workout) == [id, id, id, id])
    #expect(stored.map(\.id) == [1, 2, 3, 4])
    #expect(stored[1].set.reps == .max)
}

@Test("Summary aggregates leave out stored sets out of range, and the excluded listing names each")
func aggregatesLeaveOutBadRows() throws {
    let database = try TemporaryDatabase()
    let (repository, id) = try storeWorkoutWithBadRows(database)
    // The SQL totals carry every load type's volume; resolved by the catalog's (both external here).
    let totals = try repository.exerciseTotals(startedIn: week, rules: VolumeRules())
        .map { $0.resolvingLoad(rules: VolumeRules(), catalog: .builtIn) }
    #expect(totals == [
        ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 8, volumeKilograms: 640),
        ExerciseVolume(exercise: "Squat (Barbell)", sets: 1, reps: 5, volumeKilograms: 500),
    ])
    // The exercises' first session: it sets no record, whatever is out of range in it.
    #expect(try repository.records(setIn: week) == [])
    #expect(try repository.excludedSets(startedIn: week) == [
        ExcludedRecord(workout: id, set: 2, exercise: "Squat (Barbell)",
                       reason: "reps must be between 0 and 1000; got 9223372036854775807"),
        ExcludedRecord(workout: id, set: 3, exercise: "Squat (Barbell)",
                       reason: "weight must be between 0 and 1000 kg; got 1e+18 kg"),
    ])
    #expect(try repository.excludedSets(startedIn: (start + 86_400)..<(start + 2 * 86_400)) == [])
}

@Test("The SQL range condition is built from the table and agrees with it at and beyond each bound")
func conditionMatchesTable() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let cases: [WorkoutSet] = [
        WorkoutSet(exercise: "A", weightKilograms: 1_000, reps: 1_000, rpe: 10, durationSeconds: 86_400, distanceMeters: 1e6),
        WorkoutSet(exercise: "A", weightKilograms: 0, reps: 1, rpe: 1),
        WorkoutSet(exercise: String(repeating: "é", count: 100), weightKilograms: nil, reps: 1),
    ]
    let id = try repository.insert(Workout(name: "Edges", start: start, sets: cases))
    let connection = try SQLiteConnection(path: database.path)
    try connection.execute("""
        INSERT INTO exercises (name) VALUES ('\(String(repeating: "é", count: 101))');
        INSERT INTO sets (workout_id, exercise_id, ordinal, position, kind, weight_kg, reps, rpe, duration_s, distance_m)
        VALUES (\(id), (SELECT id FROM exercises WHERE name = 'A'), 9, 9, 'normal', 1000.001, 1, NULL, NULL, NULL),
               (\(id), (SELECT id FROM exercises WHERE name = 'A'), 10, 10, 'normal', NULL, 1001, NULL, NULL, NULL),
               (\(id), (SELECT id FROM exercises WHERE name = 'A'), 11, 11, 'normal', NULL, 1, 0.99, NULL, NULL),
               (\(id), (SELECT id FROM exercises WHERE name = 'A'), 12, 12, 'normal', NULL, 1, NULL, 86400.5, NULL),
               (\(id), (SELECT id FROM exercises WHERE name = 'A'), 13, 13, 'normal', NULL, 1, NULL, NULL, 1000000.5),
               (\(id), (SELECT id FROM exercises WHERE name = '\(String(repeating: "é", count: 101))'), 1, 14,
                'normal', NULL, 1, NULL, NULL, NULL);
        """)
    let stored = try repository.storedSets(startedIn: week)
    let excluded = try repository.excludedSets(startedIn: week)
    #expect(excluded == stored.screened().excluded)
    #expect(excluded.count == 6)
    #expect(try repository.exerciseTotals(startedIn: week, rules: VolumeRules()).map(\.sets).reduce(0, +) == 3)
}
