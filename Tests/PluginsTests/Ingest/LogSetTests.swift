import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

private func workoutInProgress(_ harness: TrainingHarness) throws -> (WorkoutID, LiftdState) {
    let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
    return (id, activeState(id, start: harness.now))
}

/// The reply to a `log-set` that stored `set` (performed at the harness's `now`) in workout
/// `id` as set `setID`, with no earlier session and setting no record: the first set of an
/// exercise is its baseline.
private func logged(_ set: WorkoutSet, in id: WorkoutID, as setID: SetID, _ harness: TrainingHarness) -> LogSetUseCase.Logged {
    var performed = set
    performed.performedAt = harness.now
    return LogSetUseCase.Logged(id: setID, workout: id, set: performed)
}

@Test("log-set stores the set in kilograms and counts it in state")
func logSetInPounds() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    var store = harness.testStore([.logSet], state: state)
    let set = WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 225 * 0.45359237, reps: 5)
    await store.send(.logSet("Bench Press (Barbell)", weight: 225, reps: 5, units: "lbs"), reply: logged(set, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    store.finish()
    let stored = try #require(try harness.repository.workout(id: id)?.sets.first)
    #expect(stored.weightKilograms == 225 * 0.45359237)
    #expect(stored.reps == 5)
    #expect(stored.performedAt == harness.now)
}

@Test("log-set keeps bodyweight and timed sets")
func bodyweightAndTimed() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    var store = harness.testStore([.logSet], state: state)
    let pullUps = WorkoutSet(exercise: "Pull Up", weightKilograms: nil, reps: 8)
    await store.send(LogSet(exercise: "Pull Up", reps: 8), reply: logged(pullUps, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    let plank = WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60)
    await store.send(LogSet(exercise: "Plank", seconds: 60), reply: logged(plank, in: id, as: 2, harness)) {
        $0.activeWorkout?.setCount = 2
    }
    store.finish()
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
    var store = harness.testStore([.logSet], state: state)
    let error = await store.sendExpectingFailure(signal)
    #expect((error as? TrainingError)?.field == field, "\(String(describing: error))")
    #expect(try harness.repository.workout(id: id)?.sets == [])
}

@Test("Notes over 4,096 bytes are refused for a set and for a workout, naming the field; 4,096 bytes are kept")
func longNotesRefused() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    let tooLong = TrainingError.outOfRange(RangeViolation(field: "notes", allowed: "at most 4096 bytes of UTF-8", got: "4097 bytes"))
    var store = harness.testStore([.logSet], state: state)
    let refused = await store.sendExpectingFailure(
        LogSet(exercise: "Squat (Barbell)", reps: 5, notes: String(repeating: "n", count: 4_097)))
    #expect(refused as? TrainingError == tooLong)
    #expect(try harness.repository.workout(id: id)?.sets == [])
    let kept = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: nil, reps: 5, notes: String(repeating: "n", count: 4_096))
    await store.send(LogSet(exercise: "Squat (Barbell)", reps: 5, notes: kept.notes), reply: logged(kept, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    store.finish()
    #expect(try harness.repository.workout(id: id)?.sets.first?.notes.utf8.count == 4_096)
    var starting = harness.testStore([.startWorkout])
    let refusedWorkout = await starting.sendExpectingFailure(.startWorkout(name: "Legs", notes: String(repeating: "n", count: 4_097)))
    #expect(refusedWorkout as? TrainingError == tooLong)
    #expect(try harness.repository.workouts(limit: 10).count == 1)
}

@Test("log-set into an unknown workout is refused")
func logSetUnknownWorkout() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.logSet])
    #expect(await store.sendExpectingFailure(LogSet(exercise: "Squat (Barbell)", weight: 100, reps: 5, workout: 77))
        as? TrainingError == .unknownWorkout(77))
}

@Test("In strict mode an unknown exercise is refused; known ones and config overrides pass")
func strictMode() async throws {
    let harness = try TrainingHarness()
    harness.catalog = .builtIn.overriding([Exercise(name: "Zercher Squat", primaryMuscles: [.quadriceps])])
    let (id, state) = try workoutInProgress(harness)
    var options = LogSetOptions()
    options.strict = true
    var strict = harness.testStore([LogSetUseCase(options: options)], state: state)
    #expect(await strict.sendExpectingFailure(.logSet("Mystery Press", weight: 10, reps: 5)) as? TrainingError
        == .unknownExercise("Mystery Press"))
    let zercher = WorkoutSet(exercise: "Zercher Squat", weightKilograms: 60, reps: 5)
    await strict.send(.logSet("Zercher Squat", weight: 60, reps: 5), reply: logged(zercher, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    strict.finish()
    var lenient = harness.testStore([LogSetUseCase()], state: state)
    let mystery = WorkoutSet(exercise: "Mystery Press", weightKilograms: 10, reps: 5)
    var stored = logged(mystery, in: id, as: 2, harness)
    stored.warnings = ["'Mystery Press' is new to liftd and was stored as an exercise of its own; exercises lists the known ones"]
    await lenient.send(.logSet("Mystery Press", weight: 10, reps: 5), reply: stored) {
        $0.activeWorkout?.setCount = 1
    }
    lenient.finish()
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
         "weight must be between 0 and 1000 kg; got 1133.980925 kg (2500 lb)"),
        (LogSet(exercise: "Plank", seconds: 1e6), "seconds must be between 0 and 86400 s; got 1000000 s"),
    ]
    var store = harness.testStore([.logSet], state: state)
    for (signal, message) in cases {
        let error = await store.sendExpectingFailure(signal)
        #expect(error is TrainingError, "\(String(describing: error))")
        #expect((error as? TrainingError)?.description == message)
        #expect((error as? TrainingError)?.code == "invalid-field")
    }
    #expect(try harness.repository.workout(id: id)?.sets == [])
    let heaviest = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 1_000, reps: 1_000, rpe: 10)
    await store.send(LogSet(exercise: "Squat (Barbell)", weight: 1_000, reps: 1_000, rpe: 10), reply: logged(heaviest, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    store.finish()
    #expect(try harness.repository.workout(id: id)?.sets.map(\.reps) == [1_000])
}

@Test("log-set spells an exercise the catalog knows as the catalog does, and every spelling of it reaches one exercise")
func catalogSpelling() async throws {
    let harness = try TrainingHarness()
    let (id, state) = try workoutInProgress(harness)
    var store = harness.testStore([.logSet], state: state)
    let bench = WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5)
    await store.send(.logSet("bench  press (barbell)", weight: 100, reps: 5), reply: logged(bench, in: id, as: 1, harness)) {
        $0.activeWorkout?.setCount = 1
    }
    // A name the catalog does not know is stored as typed.
    let own = WorkoutSet(exercise: "My Press", weightKilograms: 40, reps: 8)
    var ownReply = logged(own, in: id, as: 2, harness)
    ownReply.warnings = ["'My Press' is new to liftd and was stored as an exercise of its own; did you mean "
        + "'JM Press (Barbell)'? (merge-exercises from=… into=… moves its sets)"]
    await store.send(.logSet("My Press", weight: 40, reps: 8), reply: ownReply) {
        $0.activeWorkout?.setCount = 2
    }
    store.finish()
    let stored = try #require(try harness.repository.workout(id: id)?.sets).map(\.exercise)
    #expect(stored == ["Bench Press (Barbell)", "My Press"])
    #expect(try harness.repository.exercisesWithSets().sorted() == ["Bench Press (Barbell)", "My Press"])
}
