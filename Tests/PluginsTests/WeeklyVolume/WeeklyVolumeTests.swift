import Foundation
import JSONValues
import SchedulerContract
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

/// Options in UTC, so the harness's week 38 is 2025-09-15 00:00 to 2025-09-22 00:00 UTC.
func utcTrainingOptions<Options: WeekNumberingOptions>() -> Options {
    var options = Options()
    options.timeZone = .utc
    return options
}

/// Two weeks of bench and squat around the harness's `now` (week 38), plus an earlier best.
func insertTwoWeeks(into harness: TrainingHarness) throws {
    let week38 = harness.now, week37 = harness.now - 7 * 86_400, week30 = harness.now - 56 * 86_400
    _ = try harness.repository.insert(Workout(name: "Old", start: week30, end: week30 + 3_600, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 3),
    ]))
    _ = try harness.repository.insert(Workout(name: "Last week", start: week37, end: week37 + 3_600, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 90, reps: 5),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 120, reps: 5),
    ]))
    _ = try harness.repository.insert(Workout(name: "This week", start: week38, end: week38 + 3_600, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 60, reps: 10),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 102.5, reps: 3),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 95, reps: 5),
        WorkoutSet(exercise: "Mystery Press", weightKilograms: 20, reps: 10),
    ]))
}

@Test("weekly-volume puts the week's summary into state: this week beside the last, records and unmapped")
func weeklyVolumeSummary() async throws {
    let harness = try TrainingHarness()
    try insertTwoWeeks(into: harness)
    let expected = try twoWeeksSummary(targets: harness.targets, harness: harness)
    // The values the summary's readers rely on, spelled out.
    #expect(expected.exercises.map(\.current.sets) == [2, 1, 0])
    #expect(expected.exercises.map(\.current.volumeKilograms) == [782.5, 200, 0])
    #expect(expected.exercises.map(\.previous.volumeKilograms) == [450, 0, 600])
    // Bench's week 38 against weeks 30 (100 × 3, its first session: no record) and 37 (90 × 5):
    // 102.5 kg, Epley's 102.5 × 1.1 = 112.75 over 110, 95 × 5 = 475 over 450, 782.5 over 450 in a session.
    // Values are kept exact (102.5 × 1.1 is 112.75000000000001 in binary) and shown as JSON writes them.
    let records = expected.records.map {
        "\($0.record.kind.rawValue) \(JSONOutput.number($0.record.value)) \(JSONOutput.number($0.record.previous ?? -1))"
    }
    #expect(Set(records) == ["heaviest-weight 102.5 100.0", "estimated-one-rep-max 112.75 110.0",
                             "set-volume 475.0 450.0", "session-volume 782.5 450.0"])
    #expect(records.count == 4)
    #expect(expected.muscleGroups.first { $0.muscleGroup == .quadriceps }?.previous.volumeKilograms == 600)
    var store = harness.testStore([WeeklyVolumeUseCase(options: utcTrainingOptions())])
    await store.send(WeeklyReportDue(week: "2025-W38")) { $0.weeklySummary = expected }
    store.finish()
}

@Test("weekly-report-due without a week summarises the last complete week before now")
func weeklyVolumeDefaultsToLastWeek() async throws {
    let harness = try TrainingHarness()
    try insertTwoWeeks(into: harness)
    // Week 37 holds bench 90 × 5 and squat 120 × 5, week 36 nothing, weeks 33 to 36 nothing
    // to average. Bench's 90 × 5 beats week 30's 100 × 3 in set and session volume (450 against
    // 300), not in weight or estimate; squat's first session sets no record.
    let bench = ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 5, volumeKilograms: 450)
    let squat = ExerciseVolume(exercise: "Squat (Barbell)", sets: 1, reps: 5, volumeKilograms: 600)
    let current = credits([.chest], half: [.shoulders, .triceps], sets: 1, reps: 5, kilograms: 450)
        + credits([.quadriceps], half: [.glutes, .hamstrings, .lowerBack], sets: 1, reps: 5, kilograms: 600)
    let start = week38Start - 7 * 86_400
    var summary = WeeklySummary(
        week: WeekIdentifier(year: 2025, week: 37), start: start, end: week38Start, timeZone: "UTC",
        muscleGroups: current.sorted { $0.muscleGroup < $1.muscleGroup }.map {
            MuscleGroupComparison(muscleGroup: $0.muscleGroup, current: $0, previous: MuscleGroupVolume(
                muscleGroup: $0.muscleGroup, sets: 0, reps: 0, volumeKilograms: 0))
        },
        exercises: [bench, squat].map {
            ExerciseComparison(exercise: $0.exercise, current: $0, previous: ExerciseVolume(
                exercise: $0.exercise, sets: 0, reps: 0, volumeKilograms: 0))
        },
        records: try #require(harness.repository.records(of: "Bench Press (Barbell)")?.history)
            .filter { $0.date >= start && $0.date < week38Start }.map { NewRecord(exercise: "Bench Press (Barbell)", record: $0) },
        unmapped: [])
    #expect(Set(summary.records.map(\.record.kind)) == [.setVolume, .sessionVolume])
    #expect(summary.records.allSatisfy { $0.record.value == 450 && $0.record.previous == 300 })
    summary.targets = harness.targets.marks(for: current)
    // Over weeks 26 to 37 bench has two working sets, squat one: the big lifts, squat first.
    summary.estimatedMaxTrends = [
        exerciseTrend("Squat (Barbell)", emptyWeeks(26...36) + [trendWeek(37, sets: 1, reps: 5, volume: 600, top: (120, 5))]),
        exerciseTrend("Bench Press (Barbell)", emptyWeeks(26...29) + [trendWeek(30, sets: 1, reps: 3, volume: 300, top: (100, 3))]
            + emptyWeeks(31...36) + [trendWeek(37, sets: 1, reps: 5, volume: 450, top: (90, 5))]),
    ]
    #expect(summary.week.description == "2025-W37")
    #expect(summary.exercises.map(\.current.volumeKilograms) == [450, 600])
    var store = harness.testStore([WeeklyVolumeUseCase(options: utcTrainingOptions())])
    await store.send(WeeklyReportDue()) { $0.weeklySummary = summary }
    store.finish()
}

@Test("A catch-up firing summarises the week before its scheduled time, not before now")
func weeklyVolumeCatchUpUsesScheduledTime() async throws {
    let harness = try TrainingHarness()
    try insertTwoWeeks(into: harness)
    var signal = WeeklyReportDue()
    // Scheduled for Monday of week 38 but run a week later, after downtime.
    signal.scheduleFiring = ScheduleFiring(
        schedule: "weekly-report", scheduledTime: harness.now - 7 * 86_400, missedCount: 1, isManual: false)
    // Weeks 35 and 36 are empty; of the twelve weeks to 36 only week 30 has a set (bench 100 × 3).
    let start = week38Start - 14 * 86_400
    var summary = WeeklySummary(
        week: WeekIdentifier(year: 2025, week: 36), start: start, end: start + 7 * 86_400, timeZone: "UTC",
        muscleGroups: [], exercises: [], records: [], unmapped: [])
    summary.targets = harness.targets.marks(for: [])
    summary.estimatedMaxTrends = [exerciseTrend("Bench Press (Barbell)", emptyWeeks(25...29)
        + [trendWeek(30, sets: 1, reps: 3, volume: 300, top: (100, 3))] + emptyWeeks(31...36))]
    #expect(summary.week.description == "2025-W36")
    var store = harness.testStore([WeeklyVolumeUseCase(options: utcTrainingOptions())])
    await store.send(signal) { $0.weeklySummary = summary }
    store.finish()
}

@Test("weekly-volume refuses a malformed week and ignores other signals", arguments: ["2025-38", "2025-W53"])
func weeklyVolumeBadWeek(week: String) async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([.weeklyVolume])
    #expect(await store.sendExpectingFailure(WeeklyReportDue(week: week)) is TrainingError)
    // A direct handle(_:state:) call: a TestStore never offers a use case a signal it does not
    // declare; this checks that handle itself declines one.
    #expect(try await !harness.handle(.weeklyVolume, HealthExportDue()).handled)
}
