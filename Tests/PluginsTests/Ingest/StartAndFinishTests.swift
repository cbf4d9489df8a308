import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Test("start-workout stores a workout starting now and makes it active")
func startWorkout() async throws {
    let harness = try TrainingHarness()
    let result = try await harness.handle(.startWorkout, .startWorkout(name: "Push"))
    let active = try #require(result.state?.activeWorkout)
    #expect(active.name == "Push")
    #expect(active.start == harness.now)
    #expect(try harness.repository.workout(id: active.id)?.name == "Push")
}

@Test("start-workout is refused while a workout is in progress, changing nothing")
func startWhileActive() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    await #expect(throws: TrainingError.workoutInProgress(id, name: "Push")) {
        try await harness.handle(.startWorkout, .startWorkout(name: "Pull"), state: activeState(id, start: harness.now))
    }
    #expect(try harness.repository.workouts(limit: 10).count == 1)
}

@Test("finish-workout ends the active workout now and clears it")
func finishWorkout() async throws {
    let harness = try TrainingHarness()
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now - 3_600))
    let result = try await harness.handle(.finishWorkout, .finishWorkout, state: activeState(id, start: harness.now - 3_600))
    #expect(result.state == LiftdState())
    #expect(try harness.repository.workout(id: id)?.end == harness.now)
}

@Test("finish-workout with no workout in progress is refused")
func finishWithoutActive() async throws {
    let harness = try TrainingHarness()
    await #expect(throws: TrainingError.noActiveWorkout) {
        try await harness.handle(.finishWorkout, .finishWorkout)
    }
}

@Test("Use cases leave signals they do not declare to others")
func notHandled() async throws {
    let harness = try TrainingHarness()
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
    let result = try await harness.handle(.resumeWorkout, .resumeWorkout)
    #expect(result.state?.activeWorkout == ActiveWorkout(id: id, name: "Legs", start: harness.now, setCount: 2))
    try harness.repository.finish(workout: id, at: harness.now + 60)
    let none = try await harness.handle(.resumeWorkout, .resumeWorkout)
    #expect(none.state == nil)
    let reply = try #require(none.reply)
    #expect(String(decoding: try JSONEncoder().encode(reply), as: UTF8.self) == "null")
}

@Test("start-workout refuses a name over 200 bytes of UTF-8, naming the field, and stores nothing")
func startWithLongName() async throws {
    let harness = try TrainingHarness()
    await #expect(throws: TrainingError.outOfRange(RangeViolation(
        field: "name", allowed: "at most 200 bytes of UTF-8", got: "202 bytes"))) {
        try await harness.handle(.startWorkout, .startWorkout(name: String(repeating: "ü", count: 101)))
    }
    #expect(try harness.repository.workouts(limit: 10).isEmpty)
    _ = try await harness.handle(.startWorkout, .startWorkout(name: String(repeating: "ü", count: 100)))
    #expect(try harness.repository.workouts(limit: 10).count == 1)
}
