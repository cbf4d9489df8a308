import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)

@Test("Sets appended to a workout are read back in order, with every field")
func appendAndRead() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let id = try repository.insert(Workout(name: "Push", start: start, notes: "felt \"good\"\nreally"))
    let sets = [
        WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5, rpe: 8.5, notes: "pause"),
        WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60, performedAt: start + 600),
    ]
    for set in sets { try repository.append(set, toWorkout: id) }
    let workout = try #require(try repository.workout(id: id))
    #expect(workout.sets == sets)
    #expect(workout.notes == "felt \"good\"\nreally")
    #expect(try repository.workouts(limit: 10).map(\.setCount) == [3])
}

@Test("Appending to an unknown workout or an invalid set fails and stores nothing")
func appendRejections() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let id = try repository.insert(Workout(name: "Push", start: start))
    #expect(throws: WorkoutStoreError.unknownWorkout(id + 1)) {
        try repository.append(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5), toWorkout: id + 1)
    }
    #expect(throws: WorkoutStoreError.self) {
        try repository.append(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: -1, reps: 5), toWorkout: id)
    }
    #expect(try repository.workout(id: id)?.sets == [])
}

@Test("Finishing sets the end; removing the last set returns it; deleting removes sets too")
func finishUndoDelete() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let id = try repository.insert(Workout(name: "Legs", start: start))
    let first = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let second = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 110, reps: 3)
    try repository.append(first, toWorkout: id)
    try repository.append(second, toWorkout: id)
    #expect(try repository.removeLastSet(ofWorkout: id) == second)
    try repository.append(second, toWorkout: id)
    try repository.finish(workout: id, at: start + 3_600)
    #expect(try repository.workout(id: id)?.end == start + 3_600)
    #expect(try repository.workout(id: id)?.sets == [first, second])
    #expect(throws: WorkoutStoreError.unknownWorkout(999)) { try repository.finish(workout: 999, at: start) }
    #expect(try repository.delete(workout: id))
    #expect(try repository.workout(id: id) == nil)
    #expect(try repository.delete(workout: id) == false)
    #expect(throws: WorkoutStoreError.unknownWorkout(id)) { try repository.removeLastSet(ofWorkout: id) }
}

@Test("Sets are found by the week their workout started in")
func setsByPeriod() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    _ = try repository.insert(Workout(name: "In", start: start, sets: [
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
    ]))
    _ = try repository.insert(Workout(name: "Out", start: start + 7 * 86_400, sets: [
        WorkoutSet(exercise: "Deadlift (Barbell)", weightKilograms: 140, reps: 5),
    ]))
    let found = try repository.sets(startedIn: start..<(start + 86_400))
    #expect(found.map(\.exercise) == ["Squat (Barbell)"])
}

@Test("Every set kind is stored and read back as itself")
func everyKindRoundTrips() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    let sets = SetKind.allCases.map { WorkoutSet(exercise: "Squat (Barbell)", kind: $0, weightKilograms: 100, reps: 5) }
    let id = try repository.insert(Workout(name: "Kinds", start: start, sets: sets))
    #expect(try repository.workout(id: id)?.sets.map(\.kind) == SetKind.allCases)
}

@Test("The workout in progress is the latest unfinished one a lifter started, never an imported one")
func workoutInProgress() throws {
    let database = try TemporaryDatabase()
    let repository = try database.open()
    #expect(try repository.workoutInProgress() == nil)
    let older = try repository.insert(Workout(name: "Older", start: start))
    let newer = try repository.insert(Workout(name: "Newer", start: start + 60))
    _ = try repository.importWorkouts([Workout(name: "Imported", start: start + 120, sets: [
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
    ])])
    #expect(try repository.workoutInProgress()?.id == newer)
    try repository.finish(workout: newer, at: start + 3_600)
    #expect(try repository.workoutInProgress()?.id == older)
}
