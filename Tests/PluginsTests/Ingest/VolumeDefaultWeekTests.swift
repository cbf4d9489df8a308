import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

@Suite("volume's week: this week by default, this and last")
struct VolumeDefaultWeekTests {
    @Test("volume without week=, and with week=this in any case, answers the clock's week")
    func thisWeekByDefault() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
        let expected = twoWeeksVolume(targets: harness.targets)
        await store.send(Volume(), reply: expected)
        await store.send(Volume(week: "this"), reply: expected)
        await store.send(Volume(week: "This"), reply: expected)
        store.finish()
    }

    @Test("volume week=last answers the week before the clock's")
    func lastWeek() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
        // Week 37 holds bench 90 × 5 and squat 120 × 5, both catalogued.
        let bench = credits([.chest], half: [.shoulders, .triceps], sets: 1, reps: 5, kilograms: 450)
        let squat = credits([.quadriceps], half: [.glutes, .hamstrings, .lowerBack], sets: 1, reps: 5, kilograms: 600)
        let groups = mergedCredits(bench + squat)
        await store.send(Volume(week: "last"), reply: VolumeUseCase.Reply(
            week: "2025-W37", from: week38Start - 7 * 86_400, to: week38Start, timeZone: "UTC", rules: VolumeRules(),
            exercises: [
                ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 5, volumeKilograms: 450),
                ExerciseVolume(exercise: "Squat (Barbell)", sets: 1, reps: 5, volumeKilograms: 600),
            ],
            muscleGroups: groups, unmapped: [], volumeNotes: [], excluded: [], targets: harness.targets.marks(for: groups)))
        store.finish()
    }

    @Test("this week is the config's zone's: late Sunday in UTC is already Monday, week 39, in Berlin")
    func thisWeekInTheConfiguredZone() async throws {
        let harness = try TrainingHarness()
        // Sunday 21 September 2025, 23:30 UTC: Monday 01:30 in Berlin (UTC+2).
        harness.now = week38Start + 7 * 86_400 - 1_800
        var options = VolumeOptions()
        options.timeZone = try ZoneDirectory.system.zone(named: "Europe/Berlin")
        var store = harness.testStore([VolumeUseCase(options: options)])
        let from = week38Start + 7 * 86_400 - 2 * 3_600
        await store.send(Volume(), reply: VolumeUseCase.Reply(
            week: "2025-W39", from: from, to: from + 7 * 86_400, timeZone: "Europe/Berlin", rules: VolumeRules(),
            exercises: [], muscleGroups: [], unmapped: [], volumeNotes: [], excluded: [],
            targets: harness.targets.marks(for: [])))
        store.finish()
    }

    @Test("volume refuses a week word it does not know, naming the ones it does", arguments: ["next", "thisweek", ""])
    func unknownWord(week: String) async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([.volume])
        let error = await store.sendExpectingFailure(Volume(week: week))
        #expect((error as? TrainingError)?.description.contains("'this' or 'last'") == true, "\(String(describing: error))")
    }
}

/// `parts` summed per muscle group, by group name, as `volume` lists them.
private func mergedCredits(_ parts: [MuscleGroupVolume]) -> [MuscleGroupVolume] {
    var sums: [MuscleGroup: MuscleGroupVolume] = [:]
    for part in parts {
        var sum = sums[part.muscleGroup] ?? MuscleGroupVolume(muscleGroup: part.muscleGroup, sets: 0, reps: 0, volumeKilograms: 0)
        sum.sets += part.sets
        sum.reps += part.reps
        sum.volumeKilograms += part.volumeKilograms
        sums[part.muscleGroup] = sum
    }
    return sums.values.sorted { $0.muscleGroup.rawValue < $1.muscleGroup.rawValue }
}
