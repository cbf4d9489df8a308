import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("exercises: stored and catalog exercises")
struct ListExercisesTests {
    @Test("exercises search= ignores case; a catalog exercise with sets stored is marked logged")
    func searchIgnoresCase() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([ListExercisesUseCase()])
        let squat = try #require(ExerciseCatalog.builtIn.exercise(named: "squat (barbell)"))
        #expect(squat.secondaryMuscles == [.glutes, .hamstrings, .lowerBack])
        await store.send(ListExercises(search: "BARBELL) "), reply: ListExercisesUseCase.Reply(
            exercises: ExerciseCatalog.builtIn.exercises.filter { $0.name.lowercased().contains("barbell)") }.map {
                ListedExercise($0, logged: ["Bench Press (Barbell)", "Squat (Barbell)"].contains($0.name), inCatalog: true)
            }))
        await store.send(ListExercises(search: "sQuAt (bArBeLl"), reply: ListExercisesUseCase.Reply(exercises:
            ExerciseCatalog.builtIn.exercises.filter { $0.name.lowercased().contains("squat (barbell") }
                .map { ListedExercise($0, logged: $0.name == squat.name, inCatalog: true) }))
        store.finish()
    }

    @Test("An exercise only a log knows is listed with no muscle groups, external load, not in the catalog")
    func storedOnly() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([ListExercisesUseCase()])
        await store.send(ListExercises(search: "mystery"), reply: ListExercisesUseCase.Reply(exercises: [
            ListedExercise(Exercise(name: "Mystery Press", primaryMuscles: []), logged: true, inCatalog: false),
        ]))
        store.finish()
    }

    @Test("exercises without search= lists the whole catalog and the logged exercises it lacks, by name")
    func everything() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.catalog = ExerciseCatalog([
            Exercise(name: "Squat (Barbell)", primaryMuscles: [.quadriceps]),
            Exercise(name: "Pull Up", primaryMuscles: [.lats], secondaryMuscles: [.biceps], load: .bodyweight),
        ])
        var store = harness.testStore([ListExercisesUseCase()])
        await store.send(ListExercises(), reply: ListExercisesUseCase.Reply(exercises: [
            ListedExercise(Exercise(name: "Bench Press (Barbell)", primaryMuscles: []), logged: true, inCatalog: false),
            ListedExercise(Exercise(name: "Mystery Press", primaryMuscles: []), logged: true, inCatalog: false),
            ListedExercise(Exercise(name: "Pull Up", primaryMuscles: [.lats], secondaryMuscles: [.biceps], load: .bodyweight),
                           logged: false, inCatalog: true),
            ListedExercise(Exercise(name: "Squat (Barbell)", primaryMuscles: [.quadriceps]), logged: true, inCatalog: true),
        ]))
        store.finish()
    }

    @Test("A search longer than 200 characters is refused naming the field")
    func longSearch() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([ListExercisesUseCase()])
        let error = await store.sendExpectingFailure(ListExercises(search: String(repeating: "a", count: 201)))
        #expect((error as? TrainingError)?.field == "search", "\(String(describing: error))")
    }
}
