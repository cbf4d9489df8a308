import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

private func workoutInProgress(_ harness: TrainingHarness) throws -> (WorkoutID, LiftdState) {
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    return (id, activeState(id, start: harness.now))
}

@Test("log-set stores the set in kilograms and counts it in state")
func logSetInPounds() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    let result = try await harness.handle(.logSet, .logSet("Bench Press (Barbell)", weight: 225, reps: 5, units: "lbs"), state: state)
    #expect(result.state?.activeWorkout?.setCount == 1)
    let stored = try #require(try harness.repository.workout(id: id)?.sets.first)
    #expect(stored.weightKilograms == 225 * 0.45359237)
    #expect(stored.reps == 5)
    #expect(stored.performedAt == harness.now)
}

@Test("log-set keeps bodyweight and timed sets")
func bodyweightAndTimed() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    _ = try await harness.handle(.logSet, LogSet(exercise: "Pull Up", reps: 8), state: state)
    _ = try await harness.handle(.logSet, LogSet(exercise: "Plank", seconds: 60), state: state)
    let sets = try #require(try harness.repository.workout(id: id)?.sets)
    #expect(sets.map(\.weightKilograms) == [nil, nil])
    #expect(sets[1].durationSeconds == 60)
}

@Test("Bad values are refused naming the field, and change neither state nor database", arguments: [
    (LogSet(exercise: "Squat (Barbell)", weight: -5, reps: 5), "weight"),
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 0), "reps"),
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: -1), "reps"),
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 5, units: "stone"), "units"),
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 5, kind: "heavy"), "kind"),
    (LogSet(exercise: " ", weight: 100, reps: 5), "exercise"),
])
func badValues(signal: LogSet, field: String) async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    await #expect {
        try await harness.handle(.logSet, signal, state: state)
    } throws: { error in
        (error as? TrainingError)?.field == field
    }
    #expect(try harness.repository.workout(id: id)?.sets == [])
}

@Test("log-set without a workout in progress is refused")
func logSetWithoutWorkout() async throws {
    let harness = try TrainingHarness()
    await #expect(throws: TrainingError.noActiveWorkout) {
        try await harness.handle(.logSet, .logSet("Squat (Barbell)", weight: 100, reps: 5))
    }
}

@Test("log-set into an unknown workout is refused")
func logSetUnknownWorkout() async throws {
    let harness = try TrainingHarness()
    await #expect(throws: WorkoutStoreError.unknownWorkout(77)) {
        try await harness.handle(.logSet, LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 5, workout: 77))
    }
}

@Test("In strict mode an unknown exercise is refused; known ones and config overrides pass")
func strictMode() async throws {
    let harness = try TrainingHarness()
    harness.catalog = .builtIn.overriding([Exercise(name: "Zercher Squat", primaryMuscles: [.quadriceps])])
    let (id, state) = try workoutInProgress(harness)
    var options = TrainingOptions()
    options.strict = true
    let strict = LogSetUseCase(options: options)
    await #expect(throws: TrainingError.unknownExercise("Mystery Press")) {
        try await harness.handle(strict, .logSet("Mystery Press", weight: 10, reps: 5), state: state)
    }
    _ = try await harness.handle(strict, .logSet("Zercher Squat", weight: 60, reps: 5), state: state)
    _ = try await harness.handle(LogSetUseCase(), .logSet("Mystery Press", weight: 10, reps: 5), state: state)
    #expect(try harness.repository.workout(id: id)?.sets.map(\.exercise) == ["Zercher Squat", "Mystery Press"])
}
