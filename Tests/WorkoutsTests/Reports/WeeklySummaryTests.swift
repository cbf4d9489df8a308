import Foundation
import Testing
import Workouts
import ZoneInfo

private func volume(_ exercise: String, _ sets: Int, _ reps: Int, _ kilograms: Double) -> ExerciseVolume {
    ExerciseVolume(exercise: exercise, sets: sets, reps: reps, volumeKilograms: kilograms)
}

@Test("A weekly summary pairs each exercise and muscle group with the week before, records beaten bests only")
func summaryComparesWeeks() throws {
    let totals = WeeklyTotals(
        current: [volume("Bench Press (Barbell)", 3, 15, 1_500), volume("Mystery Lift", 2, 10, 100)],
        previous: [volume("Bench Press (Barbell)", 2, 10, 900), volume("Squat (Barbell)", 3, 15, 1_800)],
        currentBests: ["Bench Press (Barbell)": BestLift(heaviestKilograms: 105, estimatedOneRepMaxKilograms: 120),
                       "Mystery Lift": BestLift(heaviestKilograms: 10, estimatedOneRepMaxKilograms: 12)],
        earlierBests: ["Bench Press (Barbell)": BestLift(heaviestKilograms: 100, estimatedOneRepMaxKilograms: 125)])
    let period = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 604_800)
    let summary = WeeklySummary(
        week: try #require(WeekIdentifier("2025-W38")), period: period, timeZone: .utc, totals: totals,
        rules: VolumeRules(), catalog: .builtIn)

    #expect(summary.exercises.map(\.exercise) == ["Bench Press (Barbell)", "Mystery Lift", "Squat (Barbell)"])
    #expect(summary.exercises.map(\.current.sets) == [3, 2, 0])
    #expect(summary.exercises.map(\.previous.volumeKilograms) == [900, 0, 1_800])
    #expect(summary.volumeKilograms == 1_600)
    #expect(summary.previousVolumeKilograms == 2_700)
    #expect(summary.sets == 5)
    let chest = try #require(summary.muscleGroups.first { $0.muscleGroup == .chest })
    #expect(chest.current.volumeKilograms == 1_500)
    #expect(chest.previous.volumeKilograms == 900)
    #expect(summary.muscleGroups.contains { $0.muscleGroup == .quadriceps && $0.current.volumeKilograms == 0 })
    #expect(summary.records == [WeeklyRecord(exercise: "Bench Press (Barbell)", kind: .heaviestWeight,
                                             kilograms: 105, previousKilograms: 100)])
    #expect(summary.unmapped == ["Mystery Lift"])
}

@Test("Best lifts ignore warm-ups and sets without weight or reps; a single is its own one-rep max")
func bestLifts() {
    let bests = BestLift.bests(among: [
        WorkoutSet(exercise: "Squat", kind: .warmUp, weightKilograms: 200, reps: 1),
        WorkoutSet(exercise: "Squat", weightKilograms: 100, reps: 5),
        WorkoutSet(exercise: "Squat", weightKilograms: 120, reps: 1),
        WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60),
    ], estimate: .standard)
    #expect(bests == ["Squat": BestLift(heaviestKilograms: 120, estimatedOneRepMaxKilograms: 120)])
}
