import Testing
@testable import Workouts

@Suite("Catalog aliases")
struct ExerciseAliasTests {
    @Test("Every built-in alias names an entry of the table and is no entry itself")
    func aliasesNameEntries() {
        let catalog = ExerciseCatalog.builtIn
        for (alias, name) in BuiltInExercises.aliases {
            #expect(catalog.aliasTarget(of: alias)?.name == name, "\(alias) → \(name)")
        }
        #expect(catalog.aliasNames.count == BuiltInExercises.aliases.count)
    }

    @Test("FitNotes', Strong's and Hevy's names for one lift reach one entry, with its muscles")
    func appsNamesMeet() {
        let catalog = ExerciseCatalog.builtIn
        for name in ["Flat Barbell Bench Press", "bench press", "Bench Press (Barbell)"] {
            #expect(catalog.exercise(named: name)?.name == "Bench Press (Barbell)", "\(name)")
        }
        #expect(catalog.exercise(named: "Leg Press")?.name == "Leg Press (Machine)")
        #expect(catalog.exercise(named: "Triceps Pushdown (Cable - Straight Bar)")?.name == "Triceps Pushdown")
        #expect(catalog.unmapped(["Barbell Squat", "Cossack Squat"]) == ["Cossack Squat"])
    }
}
