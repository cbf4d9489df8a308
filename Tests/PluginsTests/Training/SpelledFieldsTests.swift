import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("units= and kind= fields, read one way by every signal")
struct SpelledFieldsTests {
    @Test("A unit in any spelling an export uses is read; absent, the plugin's unit holds")
    func unitsRead() throws {
        #expect(try SpelledFields.unit("LBS", or: .kilograms) == .pounds)
        #expect(try SpelledFields.unit("kgs", or: .pounds) == .kilograms)
        #expect(try SpelledFields.unit(nil, or: .pounds) == .pounds)
    }

    @Test("An unknown unit or kind is refused naming the field and what it may hold")
    func unknownRefused() {
        #expect(throws: TrainingError.invalidValue(field: "units", problem: "'stone' is not kg or lb")) {
            try SpelledFields.unit("stone", or: .kilograms)
        }
        #expect(throws: TrainingError.invalidValue(field: "kind", problem: "'superset' is not normal, warm-up, drop or failure")) {
            try SpelledFields.kind("superset")
        }
    }

    @Test("A misspelt unit or kind is refused with the value it nearly is")
    func nearValueSuggested() {
        #expect(throws: TrainingError.invalidValue(
            field: "kind", problem: "'wramup' is not normal, warm-up, drop or failure (did you mean 'warm-up'?)")) {
            try SpelledFields.kind("wramup")
        }
        #expect(throws: TrainingError.invalidValue(
            field: "kind", problem: "'Falure' is not normal, warm-up, drop or failure (did you mean 'failure'?)")) {
            try SpelledFields.kind("Falure")
        }
        #expect(throws: TrainingError.invalidValue(field: "units", problem: "'kgg' is not kg or lb (did you mean 'kg'?)")) {
            try SpelledFields.unit("kgg", or: .kilograms)
        }
    }

    @Test("log-set refuses a misspelt kind with the kind it nearly is, storing nothing")
    func logSetSuggestsKind() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
        var store = harness.testStore([.logSet], state: activeState(id, start: harness.now))
        let log = LogSet(exercise: "Squat (Barbell)", weight: 60, reps: 5, kind: "warm_pu")
        let refusal = await store.sendExpectingFailure(log) as? TrainingError
        #expect(refusal == .invalidValue(
            field: "kind", problem: "'warm_pu' is not normal, warm-up, drop or failure (did you mean 'warm-up'?)"))
        #expect(try harness.repository.workout(id: id)?.sets.isEmpty == true)
    }

    @Test("log-set, update-set, log-bodyweight and import refuse the same unknown unit in the same words")
    func everySignalRefusesAlike() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
        let state = activeState(id, start: harness.now)
        let refusal = TrainingError.invalidValue(field: "units", problem: "'stone' is not kg or lb")
        var store = harness.testStore([.logSet, .updateSet, LogBodyweightUseCase(), harness.importer()], state: state)
        let signals: [any Signal] = [
            LogSet.logSet("Squat (Barbell)", weight: 100, reps: 5, units: "stone"), UpdateSet(set: 1, weight: 100, units: "stone"),
            LogBodyweight(weight: 80, units: "stone"), ImportFile(csv: "", units: "stone"),
        ]
        for signal in signals {
            #expect(await store.sendExpectingFailure(signal) as? TrainingError == refusal, "\(signal.wireName)")
        }
        #expect(try harness.repository.workout(id: id)?.sets.isEmpty == true)
    }

    @Test("log-set takes a kind as Hevy spells it")
    func hevyKindLogged() async throws {
        let harness = try TrainingHarness()
        let id = try harness.repository.insert(Workout(name: "Push", start: harness.now))
        let log = LogSet(exercise: "Squat (Barbell)", weight: 60, reps: 5, kind: "WARMUP")
        var store = harness.testStore([.logSet], state: activeState(id, start: harness.now))
        let set = WorkoutSet(exercise: "Squat (Barbell)", kind: .warmUp, weightKilograms: 60, reps: 5, performedAt: harness.now)
        await store.send(log, reply: LogSetUseCase.Logged(id: 1, workout: id, set: set)) { $0.activeWorkout?.setCount = 1 }
        store.finish()
        #expect(try harness.repository.workout(id: id)?.sets.map(\.kind) == [.warmUp])
    }
}
