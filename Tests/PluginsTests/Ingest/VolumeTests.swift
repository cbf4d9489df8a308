import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

@Test("volume replies per exercise and muscle group for workouts started in the week")
func weeklyVolume() async throws {
    let harness = try TrainingHarness()
    _ = try harness.repository.insert(Workout(name: "Push", start: harness.now, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
        WorkoutSet(exercise: "Mystery Press", weightKilograms: 10, reps: 10),
    ]))
    _ = try harness.repository.insert(Workout(name: "Next week", start: harness.now + 7 * 86_400, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
    ]))
    var options = VolumeOptions()
    options.timeZone = .utc
    // 2025-W38 runs from Monday 15 September 2025, 00:00 UTC, for seven days. Bench Press
    // credits chest whole and shoulders and triceps by half (the secondary fraction); Mystery
    // Press is in no catalog, so it counts per exercise only. Targets count working sets.
    let from = week38Start
    func reply(_ rules: VolumeRules, bench: ExerciseVolume) -> VolumeUseCase.Reply {
        let benchGroups = { (sets: Double, reps: Double, kilograms: Double) in [
            MuscleGroupVolume(muscleGroup: .chest, sets: sets, reps: reps, volumeKilograms: kilograms),
            MuscleGroupVolume(muscleGroup: .shoulders, sets: sets / 2, reps: reps / 2, volumeKilograms: kilograms / 2),
            MuscleGroupVolume(muscleGroup: .triceps, sets: sets / 2, reps: reps / 2, volumeKilograms: kilograms / 2),
        ] }
        return VolumeUseCase.Reply(
            week: "2025-W38", from: from, to: from + 7 * 86_400, timeZone: "UTC", rules: rules,
            exercises: [bench, ExerciseVolume(exercise: "Mystery Press", sets: 1, reps: 10, volumeKilograms: 100)],
            muscleGroups: benchGroups(Double(bench.sets), Double(bench.reps), bench.volumeKilograms),
            unmapped: ["Mystery Press"], volumeNotes: [], excluded: [],
            targets: harness.targets.marks(for: benchGroups(1, 5, 500)))
    }
    var store = harness.testStore([VolumeUseCase(options: options)])
    await store.send(.volume(week: "2025-W38"), reply: reply(options.volumeRules,
        bench: ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 5, volumeKilograms: 500)))
    store.finish()
    options.volumeRules.countsWarmUps = true
    var withWarmUps = harness.testStore([VolumeUseCase(options: options)])
    await withWarmUps.send(.volume(week: "2025-W38"), reply: reply(options.volumeRules,
        bench: ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 2, reps: 15, volumeKilograms: 900)))
    withWarmUps.finish()
}

@Test("volume refuses a malformed week or one its year does not have", arguments: ["2025-38", "last week", "2025-W53"])
func badWeek(week: String) async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.volume])
    #expect(await store.sendExpectingFailure(.volume(week: week)) is TrainingError)
}
