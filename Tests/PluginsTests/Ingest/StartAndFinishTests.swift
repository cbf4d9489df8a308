import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Test("start-workout stores a workout starting now and makes it active")
func startWorkout() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.startWorkout])
    // The first workout in a new database gets id 1.
    let active = ActiveWorkout(id: 1, name: "Push", start: harness.now)
    await store.send(.startWorkout(name: "Push"), reply: active) { $0.activeWorkout = active }
    store.finish()
    #expect(try harness.repository.workout(id: active.id)?.name == "Push")
}

@Test("start-workout is refused while a workout is in progress, changing nothing")
func startWhileActive() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    var store = harness.testStore([.startWorkout], state: activeState(id, start: harness.now))
    #expect(await store.sendExpectingFailure(.startWorkout(name: "Pull")) as? TrainingError
        == .workoutInProgress(id, name: "Push"))
    #expect(try harness.repository.workouts(limit: 10).count == 1)
}

@Test("finish-workout ends the active workout now and clears it")
func finishWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now - 3_600))
    var store = harness.testStore([.finishWorkout], state: activeState(id, start: harness.now - 3_600))
    let summary = FinishedWorkout(id: id, name: "Push", start: harness.now - 3_600, end: harness.now, setCount: 0, exercises: [])
    #expect(summary.durationSeconds == 3_600)
    await store.send(.finishWorkout, reply: summary) { $0.activeWorkout = nil }
    // The site is told of the finished workout.
    await store.receive(TrainingChanged(cause: "finish-workout"))
    store.finish()
    #expect(try harness.repository.workout(id: id)?.end == harness.now)
}

@Test("finish-workout with no workout in progress is refused")
func finishWithoutActive() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.finishWorkout])
    #expect(await store.sendExpectingFailure(.finishWorkout) as? TrainingError == .noActiveWorkout)
}

@Test("Use cases leave signals they do not declare to others")
func notHandled() async throws {
    let harness = try TrainingHarness()
    // Direct handle(_:state:) calls: a TestStore routes by declaration and never offers a use
    // case a signal it did not declare; these check that handle itself declines one.
    #expect(try await harness.handle(.finishWorkout, .startWorkout()).handled == false)
    #expect(try await harness.handle(.volume, .finishWorkout).handled == false)
}

@Test("Without a configured database every call fails with a clear message")
func noDatabaseConfigured() throws {
    #expect(throws: TrainingError.noDatabase) { try DependencyValues().workoutRepository.workouts(limit: 1) }
    #expect(TrainingError.noDatabase.description == "no database configured")
}

@Test("resume-workout makes the unfinished workout active again, with its set count")
func resumeWorkout() async throws {
    let harness = try TrainingHarness()
    let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let id = try harness.repository.insert(Workout(name: "Legs", start: harness.now, sets: [squat, squat]))
    var store = harness.testStore([.resumeWorkout])
    let active = ActiveWorkout(id: id, name: "Legs", start: harness.now, setCount: 2)
    await store.send(.resumeWorkout, reply: active) { $0.activeWorkout = active }
    try harness.repository.finish(workout: id, at: harness.now + 60)
    // With nothing to resume, the reply is an absent workout (`null` on the socket), and the state stays.
    var idle = harness.testStore([.resumeWorkout])
    await idle.send(.resumeWorkout, reply: ActiveWorkout?.none)
    store.finish()
    idle.finish()
}

@Test("start-workout refuses a name over 200 bytes of UTF-8, naming the field, and stores nothing")
func startWithLongName() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.startWorkout])
    #expect(await store.sendExpectingFailure(.startWorkout(name: String(repeating: "ü", count: 101))) as? TrainingError
        == .outOfRange(RangeViolation(field: "name", allowed: "at most 200 bytes of UTF-8", got: "202 bytes")))
    #expect(try harness.repository.workouts(limit: 10).isEmpty)
    let active = ActiveWorkout(id: 1, name: String(repeating: "ü", count: 100), start: harness.now)
    await store.send(.startWorkout(name: active.name), reply: active) { $0.activeWorkout = active }
    store.finish()
    #expect(try harness.repository.workouts(limit: 10).count == 1)
}
