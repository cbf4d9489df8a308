import Testing
import Workouts

@Suite("Exercise name keys")
struct ExerciseNameKeyTests {
    @Test("Case, runs of whitespace and Unicode normalization do not part two spellings; other names stay apart")
    func keys() {
        #expect(ExerciseNameKey.matches("Bench Press (Barbell)", "bench press (barbell)"))
        #expect(ExerciseNameKey.matches("Bench Press (Barbell)", "  Bench \t Press (Barbell) "))
        #expect(ExerciseNameKey.matches("Caf\u{E9} Press", "Cafe\u{301} Press"))
        #expect(ExerciseNameKey.of("  Bench \t Press ") == "bench press")
        #expect(!ExerciseNameKey.matches("Bench Press (Barbell)", "Bench Press (Dumbbell)"))
        #expect(!ExerciseNameKey.matches("Squat", "Squats"))
    }

    @Test("The catalog finds its entries by any spelling")
    func catalogMatches() {
        #expect(ExerciseCatalog.builtIn.exercise(named: "bench  PRESS (barbell)")?.name == "Bench Press (Barbell)")
    }
}
