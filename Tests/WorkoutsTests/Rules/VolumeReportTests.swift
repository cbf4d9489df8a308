import Testing
@testable import Workouts

private let sets = [
    WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
    WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5),
    WorkoutSet(exercise: "Bench Press (Barbell)", kind: .failure, weightKilograms: 100, reps: 3),
    WorkoutSet(exercise: "Pull Up", weightKilograms: nil, reps: 8),
    WorkoutSet(exercise: "Mystery Machine", weightKilograms: 10, reps: 10),
]

@Test("Volume counts working sets only: warm-ups are left out by default")
func volumeExcludesWarmUps() throws {
    let report = VolumeReport(sets: sets, rules: VolumeRules(), catalog: .builtIn)
    let bench = try #require(report.exercises.first { $0.exercise == "Bench Press (Barbell)" })
    #expect(bench.sets == 2)
    #expect(bench.reps == 8)
    #expect(bench.volumeKilograms == 800)
}

@Test("Volume counts warm-ups when configured")
func volumeCountsWarmUpsWhenAsked() throws {
    let report = VolumeReport(sets: sets, rules: VolumeRules(countsWarmUps: true), catalog: .builtIn)
    let bench = try #require(report.exercises.first { $0.exercise == "Bench Press (Barbell)" })
    #expect(bench.sets == 3)
    #expect(bench.volumeKilograms == 1_200)
}

@Test("Primary muscles get full credit and secondary ones the configured fraction")
func muscleCredit() throws {
    let report = VolumeReport(sets: sets, rules: VolumeRules(secondaryFraction: 0.25), catalog: .builtIn)
    let chest = try #require(report.muscleGroups.first { $0.muscleGroup == .chest })
    let triceps = try #require(report.muscleGroups.first { $0.muscleGroup == .triceps })
    #expect(chest.volumeKilograms == 800)
    #expect(chest.sets == 2)
    #expect(triceps.volumeKilograms == 200)
    #expect(triceps.sets == 0.5)
    let lats = try #require(report.muscleGroups.first { $0.muscleGroup == .lats })
    #expect(lats.sets == 1)
    #expect(lats.volumeKilograms == 0)
}

@Test("Exercises the catalog does not know are listed as unmapped and still counted")
func unmappedExercisesAreListed() {
    let report = VolumeReport(sets: sets, rules: VolumeRules(), catalog: .builtIn)
    #expect(report.unmapped == ["Mystery Machine"])
    #expect(report.exercises.contains { $0.exercise == "Mystery Machine" && $0.volumeKilograms == 100 })
}

@Test("Reps summed over stored sets hold at Int.max instead of trapping")
func repsSumSaturates() throws {
    let huge = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: .max)
    let report = VolumeReport(sets: [huge, huge], rules: VolumeRules(), catalog: .builtIn)
    #expect(report.exercises.first?.reps == .max)
    #expect(report.exercises.first?.sets == 2)
}
