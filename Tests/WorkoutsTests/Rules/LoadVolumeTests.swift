import Foundation
import Testing
import Workouts

private let monday = Date(timeIntervalSince1970: 1_741_000_000)

private func set(_ exercise: String, _ weight: Double?, _ reps: Int, at offset: TimeInterval = 3_600) -> WorkoutSet {
    WorkoutSet(exercise: exercise, weightKilograms: weight, reps: reps, performedAt: monday + offset)
}

private let eightyKilograms = BodyweightHistory([BodyweightEntry(measuredAt: monday, kilograms: 80, source: "test")])

@Test("An assisted set counts (bodyweight − assistance) × reps with a bodyweight known before it")
func assistedSetCountsBodyweightMinusAssistance() {
    let report = VolumeReport(
        sets: [set("Pull Up (Assisted)", 10, 10), set("Pull Up (Assisted)", 10, 8)], rules: VolumeRules(),
        catalog: .builtIn, bodyweights: eightyKilograms)
    #expect(report.exercises.map(\.volumeKilograms) == [70 * 18])
    #expect(report.volumeNotes.isEmpty)
}

@Test("A weighted bodyweight set counts (bodyweight + added weight) × reps")
func weightedSetCountsBodyweightPlusLoad() {
    let report = VolumeReport(
        sets: [set("Pull Up (Weighted)", 20, 5)], rules: VolumeRules(), catalog: .builtIn, bodyweights: eightyKilograms)
    #expect(report.exercises.map(\.volumeKilograms) == [100 * 5])
}

@Test("Without a bodyweight before the set, assisted and weighted sets count no volume and the report says why")
func missingBodyweightCountsNothingAndIsNoted() {
    let late = BodyweightHistory([BodyweightEntry(measuredAt: monday + 86_400, kilograms: 80, source: "test")])
    let report = VolumeReport(
        sets: [set("Pull Up (Assisted)", 10, 10), set("Pull Up (Weighted)", 20, 5)], rules: VolumeRules(),
        catalog: .builtIn, bodyweights: late)
    #expect(report.exercises.map(\.volumeKilograms) == [0, 0])
    #expect(report.exercises.map(\.setsWithoutBodyweight) == [1, 1])
    #expect(report.volumeNotes.count == 2)
    #expect(report.volumeNotes.first?.contains("Pull Up (Assisted)") == true)
    #expect(report.volumeNotes.first?.contains("no bodyweight") == true)
}

@Test("Assistance heavier than the bodyweight counts 0, never negative volume")
func assistanceAboveBodyweightCountsZero() {
    let report = VolumeReport(
        sets: [set("Pull Up (Assisted)", 90, 10)], rules: VolumeRules(), catalog: .builtIn, bodyweights: eightyKilograms)
    #expect(report.exercises.map(\.volumeKilograms) == [0])
    #expect(report.volumeNotes.isEmpty)
}

@Test("Plain bodyweight sets count no volume unless bodyweight-volume is on, then bodyweight × reps")
func plainBodyweightSetsFollowTheRule() {
    let sets = [set("Pull Up", nil, 10)]
    let off = VolumeReport(sets: sets, rules: VolumeRules(), catalog: .builtIn, bodyweights: eightyKilograms)
    let on = VolumeReport(sets: sets, rules: VolumeRules(countsBodyweight: true), catalog: .builtIn, bodyweights: eightyKilograms)
    #expect(off.exercises.map(\.volumeKilograms) == [0])
    #expect(off.volumeNotes.isEmpty)
    #expect(on.exercises.map(\.volumeKilograms) == [800])
}

@Test("The nearest bodyweight at or before a set counts, not a later one")
func nearestEarlierBodyweightCounts() {
    let history = BodyweightHistory([
        BodyweightEntry(measuredAt: monday + 7_200, kilograms: 90, source: "test"),
        BodyweightEntry(measuredAt: monday, kilograms: 80, source: "test"),
        BodyweightEntry(measuredAt: monday - 86_400, kilograms: 70, source: "test"),
    ])
    #expect(history.kilograms(at: monday + 3_600) == 80)
    #expect(history.kilograms(at: monday) == 80)
    #expect(history.kilograms(at: monday - 86_401) == nil)
    #expect(history.kilograms(at: monday + 7_200) == 90)
}

@Test("A config load override changes how an exercise's weight counts")
func loadOverrideChangesVolume() {
    let catalog = ExerciseCatalog.builtIn.overriding([
        Exercise(name: "Lat Pulldown (Machine)", primaryMuscles: [.lats], load: .assisted),
    ])
    let report = VolumeReport(
        sets: [set("Lat Pulldown (Machine)", 30, 10)], rules: VolumeRules(), catalog: catalog, bodyweights: eightyKilograms)
    #expect(report.exercises.map(\.volumeKilograms) == [500])
    #expect(ExerciseCatalog.builtIn.load(of: "pull up (assisted)") == .assisted)
    #expect(ExerciseCatalog.builtIn.load(of: "Bench Press (Barbell)") == .external)
    #expect(ExerciseCatalog.builtIn.load(of: "Not In The Catalog") == .external)
}
