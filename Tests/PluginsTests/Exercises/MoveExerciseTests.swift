import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// A harness whose database holds a workout of bench sets, one logged under a typo.
private func harnessWithATypo() throws -> TrainingHarness {
    let harness = try TrainingHarness()
    _ = try harness.repository.insert(Workout(name: "A", start: harness.now - 86_400, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
        WorkoutSet(exercise: "Benchpresss", weightKilograms: 105, reps: 3),
    ]))
    return harness
}

@Suite("rename-exercise and merge-exercises")
struct MoveExerciseTests {
    @Test("merge-exercises moves the sets, answers what moved and emits training-changed")
    func mergeAnswersAndAnnounces() async throws {
        let harness = try harnessWithATypo()
        var store = harness.testStore([MoveExerciseUseCase(handling: .merge)])
        await store.send(MergeExercises(from: "Benchpresss", into: "Bench Press (Barbell)"),
                         reply: ExerciseMove(from: "Benchpresss", to: "Bench Press (Barbell)", setsMoved: 1, merged: true))
        await store.receive(TrainingChanged(cause: "merge-exercises"))
        store.finish()
        let current = try #require(try harness.repository.records(of: "Bench Press (Barbell)")).current
        #expect(current.contains { $0.weight == 105 }, "the moved set counts for the records: \(current)")
    }

    @Test("rename-exercise onto a stored exercise names the field to and says to merge; an unknown exercise names from")
    func refusalsNameTheField() async throws {
        let harness = try harnessWithATypo()
        var store = harness.testStore([MoveExerciseUseCase(handling: .rename)])
        let onto = await store.sendExpectingFailure(RenameExercise(from: "Benchpresss", to: "Bench Press (Barbell)"))
        #expect((onto as? TrainingError)?.field == "to")
        #expect("\(onto.map { "\($0)" } ?? "")".contains("merge-exercises"))
        let unknown = await store.sendExpectingFailure(RenameExercise(from: "Nothing", to: "Something"))
        #expect((unknown as? TrainingError)?.field == "from")
        let empty = await store.sendExpectingFailure(RenameExercise(from: "Benchpresss", to: "  "))
        #expect((empty as? TrainingError)?.field == "to")
        store.finish()
    }
}
