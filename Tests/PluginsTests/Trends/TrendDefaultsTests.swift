import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("trend and muscle-trend defaults")
struct TrendDefaultsTests {
    @Test("trend without weeks= covers the 12 weeks ending with the clock's week")
    func trendDefaultsToTwelveWeeks() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([TrendUseCase(options: utcTrainingOptions())])
        let weeks = emptyWeeks(27...29) + [trendWeek(30, sets: 1, reps: 3, volume: 300, top: (100, 3))] + emptyWeeks(31...36)
            + [trendWeek(37, sets: 1, reps: 5, volume: 450, top: (90, 5)),
               trendWeek(38, sets: 2, reps: 8, volume: 782.5, top: (102.5, 3))]
        #expect(weeks.count == 12)
        await store.send(Trend(exercise: "Bench Press (Barbell)"), reply: TrendUseCase.Reply(
            exercise: "Bench Press (Barbell)", timeZone: "UTC", estimate: .standard, weeks: weeks))
        store.finish()
    }

    @Test("muscle-trend takes a muscle group in any case and spacing, and 12 weeks without weeks=",
          arguments: ["Quadriceps", "QUADRICEPS", " quadriceps "])
    func muscleTrendIgnoresCase(muscle: String) async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let options: VolumeOptions = utcTrainingOptions()
        var store = harness.testStore([MuscleTrendUseCase(options: options)])
        var squatWeek = MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: 37))
        squatWeek.sets = 1
        squatWeek.reps = 5
        squatWeek.volumeKilograms = 600
        let weeks = (27...36).map { MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: $0)) } + [squatWeek,
                     MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: 38))]
        await store.send(MuscleTrendRequest(muscle: muscle), reply: MuscleTrendUseCase.Reply(
            muscleGroup: .quadriceps, timeZone: "UTC", rules: options.volumeRules,
            target: VolumeTargets.standard.ranges[.quadriceps], weeks: weeks))
        store.finish()
    }

    @Test("A two-word group matches in any case: Middle Back")
    func twoWordGroup() {
        #expect(MuscleGroup(named: "Middle  Back") == .middleBack)
        #expect(MuscleGroup(named: "pecs") == nil)
    }
}
