import Foundation
import Testing
import Workouts
import ZoneInfo

@Test("A weekly summary counts assisted sets by load type and says which exercises lacked a bodyweight")
func summaryNotesMissingBodyweight() throws {
    let assisted = ExerciseVolume(
        exercise: "Pull Up (Assisted)", sets: 3, reps: 30, volumeKilograms: 300,
        loadVolumes: LoadVolumes(external: 300, assisted: 0, bodyweightPlusLoad: 0, setsWithoutBodyweight: 3))
    let chinUps = ExerciseVolume(
        exercise: "Chin Up (Assisted)", sets: 2, reps: 20, volumeKilograms: 200,
        loadVolumes: LoadVolumes(external: 200, assisted: 1_400, bodyweightPlusLoad: 1_800, setsWithoutBodyweight: 0))
    let totals = WeeklyTotals(current: [assisted, chinUps], previous: [], records: [])
    let summary = WeeklySummary(
        week: try #require(WeekIdentifier("2025-W10")),
        period: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 604_800), timeZone: .utc, totals: totals,
        rules: VolumeRules(), catalog: .builtIn)
    #expect(summary.exercises.map(\.current.volumeKilograms) == [1_400, 0])
    #expect(summary.volumeNotes == [
        "3 sets of Pull Up (Assisted) count no volume: no bodyweight known before them "
            + "(log-bodyweight or an Apple Health import adds one)",
    ])
    let encoded = String(decoding: try JSONEncoder().encode(summary.exercises[1].current), as: UTF8.self)
    #expect(encoded.contains(#""setsWithoutBodyweight":3"#) && !encoded.contains("loadVolumes"))
}
