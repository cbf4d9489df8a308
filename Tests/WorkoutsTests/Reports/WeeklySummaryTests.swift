import Foundation
import Testing
import Workouts
import ZoneInfo

private func volume(_ exercise: String, _ sets: Int, _ reps: Int, _ kilograms: Double) -> ExerciseVolume {
    ExerciseVolume(exercise: exercise, sets: sets, reps: reps, volumeKilograms: kilograms)
}

/// A record of `kind` set in workout `workout`, `value` beating `previous`.
private func found(_ exercise: String, _ kind: RecordKind, _ value: Int64, was previous: Int64, workout: WorkoutID) -> NewRecord {
    NewRecord(exercise: exercise, record: ExerciseRecords.Record(RecordEntry(
        kind: kind, valueHundredths: value * 100, previousHundredths: previous * 100, set: workout * 10,
        workout: workout, date: Date(timeIntervalSince1970: Double(workout) * 3_600), isRecord: true)))
}

@Test("A weekly summary pairs each exercise and muscle group with the week before and lists the week's records by exercise, each exercise's in history order")
func summaryComparesWeeks() throws {
    let records = [
        found("Squat (Barbell)", .estimatedOneRepMax, 140, was: 130, workout: 2),
        found("Bench Press (Barbell)", .heaviestWeight, 105, was: 100, workout: 1),
        found("Squat (Barbell)", .heaviestWeight, 120, was: 110, workout: 1),
        found("Bench Press (Barbell)", .setVolume, 600, was: 500, workout: 3),
    ]
    let totals = WeeklyTotals(
        current: [volume("Bench Press (Barbell)", 3, 15, 1_500), volume("Mystery Lift", 2, 10, 100)],
        previous: [volume("Bench Press (Barbell)", 2, 10, 900), volume("Squat (Barbell)", 3, 15, 1_800)],
        records: records)
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
    #expect(summary.records == [records[1], records[3], records[0], records[2]])
    #expect(summary.unmapped == ["Mystery Lift"])
}

@Test("A record reads as people read it: a weight with its previous, reps at a weight, in the unit shown")
func recordText() {
    let heaviest = found("Squat (Barbell)", .heaviestWeight, 120, was: 110, workout: 1).record
    #expect(heaviest.text(in: .kilograms) == "heaviest weight 120.0 kg (was 110.0 kg)")
    #expect(heaviest.text(in: .pounds) == "heaviest weight 264.6 lb (was 242.5 lb)")
    let reps = ExerciseRecords.Record(RecordEntry(
        kind: .mostReps, weightHundredths: 6_000, valueHundredths: 1_200, previousHundredths: 1_000, set: 1, workout: 1,
        date: Date(timeIntervalSince1970: 0), isRecord: true))
    #expect(reps.text(in: .kilograms) == "most reps 12 reps at 60.0 kg (was 10)")
    let assistance = found("Pull Up (Assisted)", .leastAssistance, 20, was: 25, workout: 1).record
    #expect(assistance.text(in: .kilograms) == "least assistance 20.0 kg (was 25.0 kg)")
}
