import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("trend and muscle-trend")
struct TrendTests {
    @Test("trend without to= ends with the clock's week and reads the sets of the weeks asked for")
    func trendEndsWithTheCurrentWeek() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var store = harness.testStore([TrendUseCase(options: utcTrainingOptions())])
        // Week 38's warm-up is not counted; its best estimate is 102.5 × 3's, above 95 × 5's.
        let weeks = emptyWeeks(29...29) + [trendWeek(30, sets: 1, reps: 3, volume: 300, top: (100, 3))] + emptyWeeks(31...36)
            + [trendWeek(37, sets: 1, reps: 5, volume: 450, top: (90, 5)),
               trendWeek(38, sets: 2, reps: 8, volume: 782.5, top: (102.5, 3))]
        await store.send(Trend(exercise: "Bench Press (Barbell)", weeks: 10), reply: TrendUseCase.Reply(
            exercise: "Bench Press (Barbell)", timeZone: "UTC", estimate: .standard, weeks: weeks))
        store.finish()
    }

    @Test("trend to= ends with the week named; the clock does not matter")
    func trendToAWeek() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.now = Date(timeIntervalSince1970: 2_000_000_000)
        var store = harness.testStore([TrendUseCase(options: utcTrainingOptions())])
        let weeks = [trendWeek(37, sets: 1, reps: 5, volume: 600, top: (120, 5))] + emptyWeeks(38...38)
        await store.send(Trend(exercise: "Squat (Barbell)", weeks: 2, to: "2025-W38"), reply: TrendUseCase.Reply(
            exercise: "Squat (Barbell)", timeZone: "UTC", estimate: .standard, weeks: weeks))
        store.finish()
    }

    @Test("trend counts an assisted pull-up's volume as volume does: none before a bodyweight, bodyweight − assistance after")
    func trendCountsAssistedVolumeAsVolumeDoes() async throws {
        let harness = try TrainingHarness()
        _ = try harness.repository.record(BodyweightEntry(measuredAt: siteDay(-3), kilograms: 82.5, source: "test"))
        try storeWorkout(harness, "Pull", at: siteDay(-7), [("Pull Up (Assisted)", 30, 8)])
        try storeWorkout(harness, "Pull", at: siteDay(1), [("Pull Up (Assisted)", 30, 8), ("Pull Up (Assisted)", 25, 6)])
        var store = harness.testStore([TrendUseCase(options: utcTrainingOptions())])
        // Week 37: no bodyweight known yet, no volume and no estimate; week 38: (82.5 − 30) × 8
        // + (82.5 − 25) × 6, the best estimate 57.5 × (1 + 6/30), and the least assisted set on top.
        let weeks = [trendWeek(37, sets: 1, reps: 8, volume: 0, top: (30, 8), estimate: .some(nil)),
                     trendWeek(38, sets: 2, reps: 14, volume: 765, top: (25, 6), estimate: 69)]
        await store.send(Trend(exercise: "Pull Up (Assisted)", weeks: 2, to: "2025-W38"), reply: TrendUseCase.Reply(
            exercise: "Pull Up (Assisted)", timeZone: "UTC", estimate: .standard, weeks: weeks))
        store.finish()
        // volume's reply in each week: week 37's set counts no volume for want of a bodyweight.
        // Pull Up (Assisted) credits the lats whole and the biceps and middle back by half.
        let pullUp = ExerciseVolume(exercise: "Pull Up (Assisted)", sets: 1, reps: 8, volumeKilograms: 0, setsWithoutBodyweight: 1)
        let replies = [(37, pullUp, [try #require(pullUp.missingBodyweightNote)]),
                       (38, ExerciseVolume(exercise: "Pull Up (Assisted)", sets: 2, reps: 14, volumeKilograms: 765), [])]
        for (week, exercise, notes) in replies {
            let from = week38Start + Double(week - 38) * 7 * 86_400
            let groups = credits([.lats], half: [.biceps, .middleBack], sets: Double(exercise.sets),
                                 reps: Double(exercise.reps), kilograms: exercise.volumeKilograms)
            #expect(exercise.volumeKilograms == weeks.first { $0.week.week == week }?.volumeKilograms, "as trend counts it")
            var volume = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
            await volume.send(Volume(week: "2025-W\(week)"), reply: VolumeUseCase.Reply(
                week: "2025-W\(week)", from: from, to: from + 7 * 86_400, timeZone: "UTC", rules: VolumeRules(),
                exercises: [exercise], muscleGroups: groups, unmapped: [], volumeNotes: notes, excluded: [],
                targets: harness.targets.marks(for: groups)))
            volume.finish()
        }
    }

    @Test("trend's bodyweight-volume counts a bodyweight exercise's bodyweight, as volume's does")
    func trendBodyweightVolume() async throws {
        let harness = try TrainingHarness()
        _ = try harness.repository.record(BodyweightEntry(measuredAt: siteDay(-3), kilograms: 80, source: "test"))
        try storeWorkout(harness, "Pull", at: siteDay(1), [("Pull Up", 10, 5)])
        var options: TrendOptions = utcTrainingOptions()
        // Only the added 10 kg × 5, or (80 + 10) × 5 under bodyweight-volume; the estimate is
        // of the 90 kg moved either way.
        for (counts, volume) in [(false, 50.0), (true, 450.0)] {
            options.countsBodyweight = counts
            var store = harness.testStore([TrendUseCase(options: options)])
            await store.send(Trend(exercise: "Pull Up", weeks: 1, to: "2025-W38"), reply: TrendUseCase.Reply(
                exercise: "Pull Up", timeZone: "UTC", estimate: .standard,
                weeks: [trendWeek(38, sets: 1, reps: 5, volume: volume, top: (10, 5), estimate: 90 * (1 + 5.0 / 30))]))
            store.finish()
        }
    }

    @Test("trend refuses weeks outside 1...520 and a bad to=, naming the field",
          arguments: [(0, nil, "weeks"), (521, nil, "weeks"), (4, "2025-38", "to"), (4, "2021-W53", "to")] as [(Int, String?, String)])
    func trendRefuses(weeks: Int, to: String?, field: String) async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([TrendUseCase(options: utcTrainingOptions())])
        let error = await store.sendExpectingFailure(Trend(exercise: "Bench", weeks: weeks, to: to))
        #expect((error as? TrainingError)?.description.hasPrefix("\(field): ") == true, "\(String(describing: error))")
    }

    @Test("muscle-trend counts like volume, with the group's target; an unknown group is refused")
    func muscleTrend() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let options: VolumeOptions = utcTrainingOptions()
        var store = harness.testStore([MuscleTrendUseCase(options: options)])
        var squatWeek = MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: 37))
        squatWeek.sets = 1
        squatWeek.reps = 5
        squatWeek.volumeKilograms = 600
        let weeks = [MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: 36)), squatWeek,
                     MuscleTrendWeek(week: WeekIdentifier(year: 2025, week: 38))]
        await store.send(MuscleTrendRequest(muscle: "quadriceps", weeks: 3, to: "2025-W38"), reply: MuscleTrendUseCase.Reply(
            muscleGroup: .quadriceps, timeZone: "UTC", rules: options.volumeRules,
            target: VolumeTargets.standard.ranges[.quadriceps], weeks: weeks))
        let error = await store.sendExpectingFailure(MuscleTrendRequest(muscle: "pecs", weeks: 3))
        #expect((error as? TrainingError)?.description.hasPrefix("muscle: 'pecs' is not one of") == true,
                "\(String(describing: error))")
        store.finish()
    }

    @Test("volume marks each group with a target below, within or above it")
    func volumeMarksTargets() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.targets = VolumeTargets([.chest: SetTarget(minimum: 1, maximum: 2), .quadriceps: SetTarget(minimum: 1, maximum: 5)])
        let expected = twoWeeksVolume(targets: harness.targets)
        #expect(expected.targets.map(\.muscleGroup) == [.chest, .quadriceps])
        #expect(expected.targets.map(\.standing) == [.within, .below])
        #expect(expected.targets.first?.sets == 2)
        var store = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
        await store.send(Volume(week: "2025-W38"), reply: expected)
        store.finish()
    }

    @Test("Targets count working sets even when the volume counts warm-ups")
    func targetsCountWorkingSets() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.targets = VolumeTargets([.chest: SetTarget(minimum: 1, maximum: 2)])
        var options: VolumeOptions = utcTrainingOptions()
        options.volumeRules.countsWarmUps = true
        let expected = twoWeeksVolume(options.volumeRules, targets: harness.targets)
        #expect(expected.muscleGroups.first { $0.muscleGroup == .chest }?.sets == 3)
        #expect(expected.targets.first?.sets == 2)
        var store = harness.testStore([VolumeUseCase(options: options)])
        await store.send(Volume(week: "2025-W38"), reply: expected)
        store.finish()
    }

    @Test("The weekly summary holds the four weeks' averages before, targets and the e1RM trends of the big lifts trained")
    func weeklySummaryTrends() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let summary = try twoWeeksSummary(targets: harness.targets, harness: harness)
        #expect(summary.averageOfFourWeeksBefore.first { $0.muscleGroup == .quadriceps }?.sets == 0.25)
        let quarter: Double = 450.0 / 4
        #expect(summary.averageOfFourWeeksBefore.first { $0.muscleGroup == .chest }?.volumeKilograms == quarter)
        #expect(summary.targets.first { $0.muscleGroup == .chest }?.standing == .below)
        #expect(summary.estimatedMaxTrends.map(\.exercise) == ["Squat (Barbell)", "Bench Press (Barbell)"])
        #expect(summary.estimatedMaxTrends.allSatisfy { $0.weeks.count == 12 })
        let epley: Double = 102.5 * (1 + 3.0 / 30)
        #expect(summary.estimatedMaxTrends.last?.weeks.last?.estimatedMaxKilograms == epley)
        var store = harness.testStore([WeeklyVolumeUseCase(options: utcTrainingOptions())])
        await store.send(WeeklyReportDue(week: "2025-W38")) { $0.weeklySummary = summary }
        store.finish()
    }

    @Test("trend-lifts chooses the lifts the report charts")
    func configuredLifts() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var options: WeeklyVolumeOptions = utcTrainingOptions()
        options.trendLifts = ["Squat (Barbell)"]
        var summary = try twoWeeksSummary(targets: harness.targets, harness: harness)
        summary.estimatedMaxTrends = summary.estimatedMaxTrends.filter { $0.exercise == "Squat (Barbell)" }
        #expect(summary.estimatedMaxTrends.map(\.exercise) == ["Squat (Barbell)"])
        var store = harness.testStore([WeeklyVolumeUseCase(options: options)])
        await store.send(WeeklyReportDue(week: "2025-W38")) { $0.weeklySummary = summary }
        store.finish()
    }
}
