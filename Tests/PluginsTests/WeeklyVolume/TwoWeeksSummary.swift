import Foundation
import Workouts
@testable import Plugins

/// The summary `weekly-volume` puts into state for 2025-W38 over `insertTwoWeeks`, under the
/// default rules, its groups marked against `targets`, built from the sets inserted; its
/// records are the `records` history of week 38 in `harness` (`weeklyVolumeSummary` spells them out).
func twoWeeksSummary(targets: VolumeTargets, harness: TrainingHarness) throws -> WeeklySummary {
    // Week 38's working bench (2 sets, 8 reps, 782.5 kg) against week 37's 90 × 5, its Mystery
    // Press against nothing, and week 37's squat 120 × 5 against nothing this week. Bench
    // credits chest whole, shoulders and triceps by half; squat the quadriceps whole, glutes,
    // hamstrings and lower back by half.
    let bench38 = ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 2, reps: 8, volumeKilograms: 782.5)
    let bench37 = ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 5, volumeKilograms: 450)
    let squat37 = ExerciseVolume(exercise: "Squat (Barbell)", sets: 1, reps: 5, volumeKilograms: 600)
    func none(_ exercise: String) -> ExerciseVolume { ExerciseVolume(exercise: exercise, sets: 0, reps: 0, volumeKilograms: 0) }
    func benchCredits(_ volume: ExerciseVolume, weeks: Double = 1) -> [MuscleGroupVolume] {
        credits([.chest], half: [.shoulders, .triceps], sets: Double(volume.sets) / weeks, reps: Double(volume.reps) / weeks,
                kilograms: volume.volumeKilograms / weeks)
    }
    func squatCredits(_ volume: ExerciseVolume, weeks: Double = 1) -> [MuscleGroupVolume] {
        credits([.quadriceps], half: [.glutes, .hamstrings, .lowerBack], sets: Double(volume.sets) / weeks,
                reps: Double(volume.reps) / weeks, kilograms: volume.volumeKilograms / weeks)
    }
    let current = benchCredits(bench38), previous = benchCredits(bench37) + squatCredits(squat37)
    let groups = Set((current + previous).map(\.muscleGroup)).sorted().map { group in
        MuscleGroupComparison(
            muscleGroup: group,
            current: current.first { $0.muscleGroup == group }
                ?? MuscleGroupVolume(muscleGroup: group, sets: 0, reps: 0, volumeKilograms: 0),
            previous: previous.first { $0.muscleGroup == group }
                ?? MuscleGroupVolume(muscleGroup: group, sets: 0, reps: 0, volumeKilograms: 0))
    }
    var expected = WeeklySummary(
        week: WeekIdentifier(year: 2025, week: 38), start: week38Start, end: week38Start + 7 * 86_400, timeZone: "UTC",
        muscleGroups: groups,
        exercises: [
            ExerciseComparison(exercise: "Bench Press (Barbell)", current: bench38, previous: bench37),
            ExerciseComparison(exercise: "Mystery Press", current: ExerciseVolume(
                exercise: "Mystery Press", sets: 1, reps: 10, volumeKilograms: 200), previous: none("Mystery Press")),
            ExerciseComparison(exercise: "Squat (Barbell)", current: none("Squat (Barbell)"), previous: squat37),
        ],
        records: try harness.repository.records(of: "Bench Press (Barbell)")?.history
            .filter { $0.date >= week38Start }.map { NewRecord(exercise: "Bench Press (Barbell)", record: $0) } ?? [],
        unmapped: ["Mystery Press"])
    // Weeks 34 to 37 hold only week 37's sets: a quarter of them each.
    expected.averageOfFourWeeksBefore = (benchCredits(bench37, weeks: 4) + squatCredits(squat37, weeks: 4))
        .sorted { $0.muscleGroup < $1.muscleGroup }
    expected.targets = targets.marks(for: current)
    // The big lifts trained over weeks 27 to 38, squat first, then bench (Mystery Press is none).
    expected.estimatedMaxTrends = [
        exerciseTrend("Squat (Barbell)", emptyWeeks(27...36)
            + [trendWeek(37, sets: 1, reps: 5, volume: 600, top: (120, 5)), emptyWeeks(38...38)[0]]),
        exerciseTrend("Bench Press (Barbell)", emptyWeeks(27...29)
            + [trendWeek(30, sets: 1, reps: 3, volume: 300, top: (100, 3))] + emptyWeeks(31...36)
            + [trendWeek(37, sets: 1, reps: 5, volume: 450, top: (90, 5)),
               trendWeek(38, sets: 2, reps: 8, volume: 782.5, top: (102.5, 3))]),
    ]
    return expected
}
