import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)

@Test("undo-last-set removes the last set, replies with it and uncounts it")
func undoLastSet() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat, squat]))
    var store = harness.testStore([.undoLastSet], state: activeState(id, start: harness.now, sets: 2))
    await store.send(.undoLastSet, reply: squat) { $0.activeWorkout?.setCount = 1 }
    store.finish()
    #expect(try harness.repository.workout(id: id)?.sets.count == 1)
}

@Test("undo-last-set on a workout without sets is refused")
func undoNothing() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now))
    var store = harness.testStore([.undoLastSet], state: activeState(id, start: harness.now))
    #expect(await store.sendExpectingFailure(.undoLastSet) as? TrainingError == .nothingToUndo(id))
}

@Test("delete-workout deletes the workout, clears it if active, and refuses unknown ids")
func deleteWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat]))
    var store = harness.testStore([.deleteWorkout], state: activeState(id, start: harness.now))
    await store.send(.deleteWorkout(id), reply: DeleteWorkoutUseCase.Deleted(deleted: id)) { $0 = LiftdState() }
    #expect(try harness.repository.workout(id: id) == nil)
    #expect(await store.sendExpectingFailure(.deleteWorkout(id)) as? TrainingError == .unknownWorkout(id))
    store.finish()
}

@Test("workouts replies with recent workouts, newest first, and changes nothing")
func listWorkouts() async throws {
    let harness = try TrainingHarness()
    let old = try harness.repository.insert(Workout(name: "Old", start: harness.now - 86_400))
    let new = try harness.repository.insert(Workout(name: "New", start: harness.now, sets: [squat]))
    var store = harness.testStore([.workouts])
    await store.send(.workouts(limit: 5), reply: [
        WorkoutSummary(id: new, name: "New", start: harness.now, end: nil, setCount: 1),
        WorkoutSummary(id: old, name: "Old", start: harness.now - 86_400, end: nil, setCount: 0),
    ])
    #expect(await store.sendExpectingFailure(.workouts(limit: 0)) is TrainingError)
    store.finish()
}

@Test("workout replies with one workout and its sets; an unknown id is refused")
func showWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat]))
    var store = harness.testStore([.workout])
    var workout = Workout(name: "Legs", start: harness.now, sets: [squat])
    workout.id = id
    let setID = try #require(try harness.repository.storedSets(ofWorkout: id)?.first?.id)
    await store.send(.workout(id), reply: ShownWorkout(workout: workout, sets: [StoredSet(id: setID, workout: id, set: squat)]))
    #expect(await store.sendExpectingFailure(.workout(id + 1)) as? TrainingError == .unknownWorkout(id + 1))
    store.finish()
}
