import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)

@Test("undo-last-set removes the last set, replies with it and uncounts it")
func undoLastSet() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat, squat]))
    let result = try await harness.handle(.undoLastSet, .undoLastSet, state: activeState(id, start: harness.now, sets: 2))
    #expect(result.reply as? WorkoutSet == squat)
    #expect(result.state?.activeWorkout?.setCount == 1)
    #expect(try harness.repository.workout(id: id)?.sets.count == 1)
}

@Test("undo-last-set on a workout without sets is refused")
func undoNothing() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now))
    await #expect(throws: TrainingError.nothingToUndo(id)) {
        try await harness.handle(.undoLastSet, .undoLastSet, state: activeState(id, start: harness.now))
    }
}

@Test("delete-workout deletes the workout, clears it if active, and refuses unknown ids")
func deleteWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat]))
    let result = try await harness.handle(.deleteWorkout, .deleteWorkout(id), state: activeState(id, start: harness.now))
    #expect(result.state == LiftdState())
    #expect(try harness.repository.workout(id: id) == nil)
    await #expect(throws: TrainingError.unknownWorkout(id)) {
        try await harness.handle(.deleteWorkout, .deleteWorkout(id))
    }
}

@Test("workouts replies with recent workouts, newest first, and changes nothing")
func listWorkouts() async throws {
    let harness = try TrainingHarness()
    _ = try harness.repository.insert(Workout(name: "Old", start: harness.now - 86_400))
    _ = try harness.repository.insert(Workout(name: "New", start: harness.now, sets: [squat]))
    let result = try await harness.handle(.workouts, .workouts(limit: 5))
    #expect(result.state == nil)
    let reply = try #require(result.reply as? [WorkoutSummary])
    #expect(reply.map(\.name) == ["New", "Old"])
    #expect(reply.map(\.setCount) == [1, 0])
    await #expect(throws: TrainingError.self) { try await harness.handle(.workouts, .workouts(limit: 0)) }
}

@Test("workout replies with one workout and its sets; an unknown id is refused")
func showWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat]))
    let reply = try await harness.handle(.workout, .workout(id)).reply as? ShownWorkout
    #expect(reply?.sets.map(\.set) == [squat])
    await #expect(throws: TrainingError.unknownWorkout(id + 1)) { try await harness.handle(.workout, .workout(id + 1)) }
}
