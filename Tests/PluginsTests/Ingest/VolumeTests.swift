import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

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
    options.timeZone = .gmt
    // Not yet through TestStore (direct handles): volume's whole reply (groups with fractional
    // credits, targets, notes) would have to be spelled out; checked field by field.
    let reply = try #require(try await harness.handle(VolumeUseCase(options: options), .volume(week: "2025-W38")).reply
        as? VolumeUseCase.Reply)
    #expect(reply.exercises.map(\.exercise) == ["Bench Press (Barbell)", "Mystery Press"])
    #expect(reply.exercises.map(\.sets) == [1, 1])
    #expect(reply.exercises.first?.volumeKilograms == 500)
    #expect(reply.muscleGroups.first { $0.muscleGroup == .triceps }?.volumeKilograms == 250)
    #expect(reply.unmapped == ["Mystery Press"])
    options.volumeRules.countsWarmUps = true
    let withWarmUps = try await harness.handle(VolumeUseCase(options: options), .volume(week: "2025-W38")).reply
        as? VolumeUseCase.Reply
    #expect(withWarmUps?.exercises.first?.volumeKilograms == 900)
}

@Test("volume refuses a malformed week or one its year does not have", arguments: ["2025-38", "last week", "2025-W53"])
func badWeek(week: String) async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.volume])
    #expect(await store.sendExpectingFailure(.volume(week: week)) is TrainingError)
}
