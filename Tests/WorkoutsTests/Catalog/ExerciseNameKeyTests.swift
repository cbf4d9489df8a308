import Testing
import Workouts

@Suite("Exercise name keys")
struct ExerciseNameKeyTests {
    @Test("Case, runs of whitespace and Unicode normalization do not part two spellings; other names stay apart")
    func keys() {
        #expect(ExerciseNameKey.of("Bench Press (Barbell)") == ExerciseNameKey.of("bench press (barbell)"))
        #expect(ExerciseNameKey.of("Bench Press (Barbell)") == ExerciseNameKey.of("  Bench \t Press (Barbell) "))
        #expect(ExerciseNameKey.of("Caf\u{E9} Press") == ExerciseNameKey.of("Cafe\u{301} Press"))
        #expect(ExerciseNameKey.of("  Bench \t Press ") == "bench press")
        #expect(ExerciseNameKey.of("Bench Press (Barbell)") != ExerciseNameKey.of("Bench Press (Dumbbell)"))
        #expect(ExerciseNameKey.of("Squat") != ExerciseNameKey.of("Squats"))
    }

    @Test("The catalog finds its entries by any spelling")
    func catalogMatches() {
        #expect(ExerciseCatalog.builtIn.exercise(named: "bench  PRESS (barbell)")?.name == "Bench Press (Barbell)")
    }
}
