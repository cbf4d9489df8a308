import Foundation
import MessageText
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// log-set's reply for `set` as the `index`th set of workout `id`, performed at the harness's now.
private func logged(
    _ set: WorkoutSet, in id: WorkoutID, as index: SetID, _ harness: TrainingHarness, warnings: [String]? = nil
) -> LogSetUseCase.Logged {
    var performed = set
    performed.performedAt = harness.now
    var reply = LogSetUseCase.Logged(id: index, workout: id, set: performed)
    reply.warnings = warnings
    return reply
}

/// A workout in progress, started an hour before the harness's now.
private func workoutInProgress(_ harness: TrainingHarness) throws -> (WorkoutID, LiftdState) {
    let start = harness.now - 3_600
    let id = try harness.repository.insert(Workout(name: "Push", start: start))
    var state = LiftdState()
    state.activeWorkout = ActiveWorkout(id: id, name: "Push", start: start, setCount: 0)
    return (id, state)
}

@Suite("One exercise, one name")
struct ExerciseNamesTests {
    @Test("A name nobody knows is stored with a warning naming the nearest known exercises; Benchpresss names Bench Press (Barbell) first, which the edit-distance hint cannot")
    func unknownNameWarns() async throws {
        let harness = try TrainingHarness()
        let (id, state) = try workoutInProgress(harness)
        var store = harness.testStore([.logSet], state: state)
        let set = WorkoutSet(exercise: "Benchpresss", weightKilograms: 100, reps: 5)
        let warning = "'Benchpresss' is new to liftd and was stored as an exercise of its own; did you mean "
            + "'Bench Press (Barbell)', 'Bench Press (Cable)' or 'Bench Press (Dumbbell)'? (merge-exercises from=… into=… moves its sets)"
        await store.send(.logSet("Benchpresss", weight: 100, reps: 5), reply: logged(set, in: id, as: 1, harness, warnings: [warning])) {
            $0.activeWorkout?.setCount = 1
        }
        store.finish()
        #expect(Suggestion.nearest(to: "Benchpresss", in: ExerciseCatalog.builtIn.exercises.map(\.name)) == nil)
    }

    @Test("The user's own exercises rank before the catalog's among the nearest names")
    func historyRanksFirst() {
        let catalog = ExerciseCatalog.builtIn.exercises.map(\.name)
        #expect(NearestExercises.names(near: "Benchpresss", history: ["Bench Press (Spoto)"], catalog: catalog)
            == ["Bench Press (Spoto)", "Bench Press (Barbell)", "Bench Press (Cable)"])
        #expect(NearestExercises.names(near: "Zzzz Qqqq", history: [], catalog: catalog) == [])
        #expect(NearestExercises.looseKey("Bench-Press  (Barbell)") == "benchpress")
    }

    @Test("Another app's name for a catalog exercise is stored under the catalog's name, without a warning")
    func aliasReachesTheCatalogExercise() async throws {
        let harness = try TrainingHarness()
        let (id, state) = try workoutInProgress(harness)
        var store = harness.testStore([.logSet], state: state)
        let bench = WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5)
        await store.send(.logSet("flat barbell bench press", weight: 100, reps: 5), reply: logged(bench, in: id, as: 1, harness)) {
            $0.activeWorkout?.setCount = 1
        }
        store.finish()
    }

    @Test("An alias stored as an exercise of its own before stays that exercise: history comes first")
    func storedAliasKeepsItsHistory() async throws {
        let harness = try TrainingHarness()
        _ = try harness.repository.insert(Workout(name: "Legs", start: harness.now - 86_400, sets: [
            WorkoutSet(exercise: "Leg Press", weightKilograms: 200, reps: 10),
        ]))
        let (_, state) = try workoutInProgress(harness)
        let result = try await harness.handle(LogSetUseCase(), LogSet.logSet("leg press", weight: 210, reps: 10), state: state)
        let reply = try #require(result.reply as? LogSetUseCase.Logged)
        #expect(reply.set.exercise == "Leg Press")
        #expect(reply.warnings == nil)
        #expect(try harness.repository.records(of: "Leg Press (Machine)") == nil, "nothing went to the catalog's leg press")
    }

    @Test("Config aliases map a name to the exercise they are listed under")
    func configAliases() {
        let catalog = ExerciseCatalog.builtIn.overriding([], aliases: ["Spoto": "Bench Press (Barbell)", "Nothing": "No Such Lift"])
        #expect(catalog.aliasTarget(of: "spoto")?.name == "Bench Press (Barbell)")
        #expect(catalog.aliasTarget(of: "Nothing") == nil, "an alias of no entry is dropped")
        #expect(catalog.aliasTarget(of: "Bench Press (Barbell)") == nil, "an entry is no alias of itself")
    }

    @Test("An import's reply lists the names it mapped by alias and the names new to liftd")
    func importListsAliasesAndNewNames() async throws {
        let harness = try TrainingHarness()
        let csv = """
            Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
            2025-09-15,Flat Barbell Bench Press,Chest,100.0,kgs,5,,,
            2025-09-15,Barbell Squat,Legs,140.0,kgs,5,,,
            2025-09-15,Cossack Squat,Legs,20.0,kgs,8,,,
            """
        var store = harness.testStore([ImportFileUseCase()])
        let reply = ImportReply.imported(
            .fitNotes, workouts: 1, sets: 3, unmapped: ["Cossack Squat"],
            mappedByAlias: ["Flat Barbell Bench Press": "Bench Press (Barbell)", "Barbell Squat": "Squat (Barbell)"],
            newExercises: ["Cossack Squat"])
        await store.send(ImportFile(csv: csv), reply: reply)
        await store.receive(ImportFinished(source: "the streamed export", reply: reply))
        await store.receive(TrainingChanged(cause: "import"))
        store.finish()
        #expect(try harness.repository.records(of: "Bench Press (Barbell)") != nil)
    }
}
