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
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: .max), "reps"),
    (LogSet(exercise: "Squat (Barbell)", weight: 1e18, reps: 5), "weight"),
    (LogSet(exercise: "Squat (Barbell)", weight: .infinity, reps: 5), "weight"),
    (LogSet(exercise: "Squat (Barbell)", weight: .nan, reps: 5), "weight"),
    (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 5, rpe: 0), "rpe"),
    (LogSet(exercise: "Plank", seconds: 86_401), "seconds"),
    (LogSet(exercise: "Run", distance: 1_000_001), "distance"),
    (LogSet(exercise: String(repeating: "x", count: 201), weight: 100, reps: 5), "exercise"),
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

@Test("Notes over 4,096 bytes are refused for a set and for a workout, naming the field; 4,096 bytes are kept")
func longNotesRefused() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    let tooLong = TrainingError.outOfRange(RangeViolation(field: "notes", allowed: "at most 4096 bytes of UTF-8", got: "4097 bytes"))
    await #expect(throws: tooLong) {
        try await harness.handle(.logSet, LogSet(exercise: "Squat", reps: 5, notes: String(repeating: "n", count: 4_097)), state: state)
    }
    #expect(try harness.repository.workout(id: id)?.sets == [])
    _ = try await harness.handle(.logSet, LogSet(exercise: "Squat", reps: 5, notes: String(repeating: "n", count: 4_096)), state: state)
    #expect(try harness.repository.workout(id: id)?.sets.first?.notes.utf8.count == 4_096)
    await #expect(throws: tooLong) {
        try await harness.handle(.startWorkout, .startWorkout(name: "Legs", notes: String(repeating: "n", count: 4_097)))
    }
    #expect(try harness.repository.workouts(limit: 10).count == 1)
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
    var options = LogSetOptions()
    options.strict = true
    let strict = LogSetUseCase(options: options)
    await #expect(throws: TrainingError.unknownExercise("Mystery Press")) {
        try await harness.handle(strict, .logSet("Mystery Press", weight: 10, reps: 5), state: state)
    }
    _ = try await harness.handle(strict, .logSet("Zercher Squat", weight: 60, reps: 5), state: state)
    _ = try await harness.handle(LogSetUseCase(), .logSet("Mystery Press", weight: 10, reps: 5), state: state)
    #expect(try harness.repository.workout(id: id)?.sets.map(\.exercise) == ["Zercher Squat", "Mystery Press"])
}

@Test("A value outside liftd's ranges is refused with the field, the range and the value given")
func outOfRangeMessages() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    let cases: [(LogSet, String)] = [
        (LogSet(exercise: "Squat (Barbell)", weight: 100, reps: .max),
         "reps must be between 0 and 1000; got 9223372036854775807"),
        (LogSet(exercise: "Squat (Barbell)", weight: 1e18, reps: 5), "weight must be between 0 and 1000 kg; got 1e+18 kg"),
        (LogSet(exercise: "Squat (Barbell)", weight: 2_500, reps: 5, units: "lbs"),
         "weight must be between 0 and 1000 kg; got 1133.980925 kg (2500 lbs)"),
        (LogSet(exercise: "Plank", seconds: 1e6), "seconds must be between 0 and 86400 s; got 1000000 s"),
    ]
    for (signal, message) in cases {
        await #expect(throws: TrainingError.self) { try await harness.handle(.logSet, signal, state: state) }
        do {
            _ = try await harness.handle(.logSet, signal, state: state)
        } catch let error as TrainingError {
            #expect(error.description == message)
            #expect(error.code == "invalid-field")
        }
    }
    #expect(try harness.repository.workout(id: id)?.sets == [])
    _ = try await harness.handle(.logSet, LogSet(exercise: "Squat (Barbell)", weight: 1_000, reps: 1_000, rpe: 10), state: state)
    #expect(try harness.repository.workout(id: id)?.sets.map(\.reps) == [1_000])
}
