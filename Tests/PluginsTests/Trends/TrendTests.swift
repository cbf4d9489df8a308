import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// The reply `result` holds, as the type `Reply`.
private func reply<Reply>(_ result: UseCaseResult<LiftdState>, as _: Reply.Type) throws -> Reply {
    try #require(result.reply as? Reply)
}

@Suite("trend and muscle-trend")
struct TrendTests {
    @Test("trend without to= ends with the clock's week and reads the sets of the weeks asked for")
    func trendEndsWithTheCurrentWeek() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let result = try await harness.handle(
            TrendUseCase(options: utcTrainingOptions()), Trend(exercise: "Bench Press (Barbell)", weeks: 10))
        let trend = try reply(result, as: TrendUseCase.Reply.self)
        #expect(trend.weeks.map(\.week.description).last == "2025-W38")
        #expect(trend.weeks.count == 10)
        let byWeek = Dictionary(uniqueKeysWithValues: trend.weeks.map { ($0.week.description, $0) })
        #expect(byWeek["2025-W38"]?.sets == 2)
        #expect(byWeek["2025-W38"]?.topSet == TopSet(weightKilograms: 102.5, reps: 3))
        #expect(byWeek["2025-W37"]?.volumeKilograms == 450)
        let epley: Double = 100 * (1 + 3.0 / 30)
        #expect(byWeek["2025-W30"]?.estimatedMaxKilograms == epley)
        #expect(byWeek["2025-W31"]?.sets == nil)
        #expect(trend.estimate == .standard)
    }

    @Test("trend to= ends with the week named; the clock does not matter")
    func trendToAWeek() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.now = Date(timeIntervalSince1970: 2_000_000_000)
        let result = try await harness.handle(
            TrendUseCase(options: utcTrainingOptions()), Trend(exercise: "Squat (Barbell)", weeks: 2, to: "2025-W38"))
        let trend = try reply(result, as: TrendUseCase.Reply.self)
        #expect(trend.weeks.map(\.week.description) == ["2025-W37", "2025-W38"])
        #expect(trend.weeks.map(\.sets) == [1, nil])
    }

    @Test("trend refuses weeks outside 1...520 and a bad to=, naming the field",
          arguments: [(0, nil, "weeks"), (521, nil, "weeks"), (4, "2025-38", "to"), (4, "2021-W53", "to")] as [(Int, String?, String)])
    func trendRefuses(weeks: Int, to: String?, field: String) async throws {
        let harness = try TrainingHarness()
        await #expect {
            try await harness.handle(TrendUseCase(options: utcTrainingOptions()), Trend(exercise: "Bench", weeks: weeks, to: to))
        } throws: { error in
            (error as? TrainingError)?.description.hasPrefix("\(field): ") == true
        }
    }

    @Test("muscle-trend counts like volume, with the group's target; an unknown group is refused")
    func muscleTrend() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let result = try await harness.handle(
            MuscleTrendUseCase(options: utcTrainingOptions()), MuscleTrendRequest(muscle: "quadriceps", weeks: 3, to: "2025-W38"))
        let trend = try reply(result, as: MuscleTrendUseCase.Reply.self)
        #expect(trend.weeks.map(\.sets) == [nil, 1, nil])
        #expect(trend.weeks[1].volumeKilograms == 600)
        #expect(trend.target == VolumeTargets.standard.ranges[.quadriceps])
        await #expect {
            try await harness.handle(MuscleTrendUseCase(options: utcTrainingOptions()),
                                     MuscleTrendRequest(muscle: "pecs", weeks: 3))
        } throws: { error in
            (error as? TrainingError)?.description.hasPrefix("muscle: 'pecs' is not one of") == true
        }
    }

    @Test("volume marks each group with a target below, within or above it")
    func volumeMarksTargets() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.targets = VolumeTargets([.chest: SetTarget(minimum: 1, maximum: 2), .quadriceps: SetTarget(minimum: 1, maximum: 5)])
        let result = try await harness.handle(VolumeUseCase(options: utcTrainingOptions()), Volume(week: "2025-W38"))
        let volume = try reply(result, as: VolumeUseCase.Reply.self)
        #expect(volume.targets.map(\.muscleGroup) == [.chest, .quadriceps])
        #expect(volume.targets.map(\.standing) == [.within, .below])
        #expect(volume.targets.first?.sets == 2)
    }

    @Test("Targets count working sets even when the volume counts warm-ups")
    func targetsCountWorkingSets() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        harness.targets = VolumeTargets([.chest: SetTarget(minimum: 1, maximum: 2)])
        var options: VolumeOptions = utcTrainingOptions()
        options.volumeRules.countsWarmUps = true
        let result = try await harness.handle(VolumeUseCase(options: options), Volume(week: "2025-W38"))
        let volume = try reply(result, as: VolumeUseCase.Reply.self)
        #expect(volume.muscleGroups.first { $0.muscleGroup == .chest }?.sets == 3)
        #expect(volume.targets.first?.sets == 2)
    }

    @Test("The weekly summary holds the four weeks' averages before, targets and the e1RM trends of the most trained lifts")
    func weeklySummaryTrends() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let result = try await harness.handle(WeeklyVolumeUseCase(options: utcTrainingOptions()),
                                              WeeklyReportDue(week: "2025-W38"))
        let summary = try #require(result.state?.weeklySummary)
        #expect(summary.averageOfFourWeeksBefore.first { $0.muscleGroup == .quadriceps }?.sets == 0.25)
        let quarter: Double = 450.0 / 4
        #expect(summary.averageOfFourWeeksBefore.first { $0.muscleGroup == .chest }?.volumeKilograms == quarter)
        #expect(summary.targets.first { $0.muscleGroup == .chest }?.standing == .below)
        #expect(summary.estimatedMaxTrends.map(\.exercise) == ["Bench Press (Barbell)", "Mystery Press", "Squat (Barbell)"])
        #expect(summary.estimatedMaxTrends.allSatisfy { $0.weeks.count == 12 })
        let epley: Double = 102.5 * (1 + 3.0 / 30)
        #expect(summary.estimatedMaxTrends.first?.weeks.last?.estimatedMaxKilograms == epley)
    }

    @Test("trend-lifts chooses the lifts the report charts")
    func configuredLifts() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        var options: WeeklyVolumeOptions = utcTrainingOptions()
        options.trendLifts = ["Squat (Barbell)"]
        let result = try await harness.handle(WeeklyVolumeUseCase(options: options), WeeklyReportDue(week: "2025-W38"))
        #expect(result.state?.weeklySummary?.estimatedMaxTrends.map(\.exercise) == ["Squat (Barbell)"])
    }
}
