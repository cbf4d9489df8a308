import SampleExports
import Foundation
import Testing
@testable import Workouts
import ZoneInfo

@Test("The built-in catalog knows at least 150 exercises")
func catalogSize() {
    #expect(ExerciseCatalog.builtIn.exercises.count >= 150)
}

@Test("Real sample: Every exercise in the sample exports is in the built-in catalog", .realSampleTier, arguments: [
    SampleData.strongClassic, SampleData.strongLegacySample, SampleData.strongV6, SampleData.hevy,
])
func sampleExercisesAreMapped(file: String) throws {
    let parsed = try ExportParser.parse(SampleData.contents(file), settings: ImportSettings(timeZone: .utc, now: importInstant))
    let names = parsed.workouts.flatMap { $0.sets.map(\.exercise) }
    #expect(!names.isEmpty)
    #expect(ExerciseCatalog.builtIn.unmapped(names) == [])
}

@Test("Real sample: Every built-in muscle group is one of the free-exercise-db's 17", .realSampleTier)
func muscleNamesMatchTheExerciseDatabase() throws {
    struct Entry: Decodable {
        let primaryMuscles: [String]
        let secondaryMuscles: [String]
    }
    let entries = try JSONDecoder().decode([Entry].self, from: SampleData.contents(SampleData.exerciseDatabase))
    let databaseMuscles = Set(entries.flatMap { $0.primaryMuscles + $0.secondaryMuscles })
    #expect(databaseMuscles == Set(MuscleGroup.allCases.map(\.rawValue)))
}

@Test("The built-in muscle groups are exactly the free-exercise-db's 17 muscle names")
func muscleNamesAreTheDatabaseVocabulary() {
    // The database's vocabulary, written out so the check runs without the sample folder;
    // the real-sample test above reads it from the database itself.
    let databaseMuscles: Set = [
        "abdominals", "abductors", "adductors", "biceps", "calves", "chest", "forearms", "glutes", "hamstrings",
        "lats", "lower back", "middle back", "neck", "quadriceps", "shoulders", "traps", "triceps",
    ]
    #expect(Set(MuscleGroup.allCases.map(\.rawValue)) == databaseMuscles)
}

@Test("Names match ignoring case and repeated spaces")
func lookupIsForgiving() {
    #expect(ExerciseCatalog.builtIn.exercise(named: "bench  press (BARBELL)")?.primaryMuscles == [.chest])
}

@Test("Config overrides add new exercises and replace built-in ones")
func overrides() {
    let catalog = ExerciseCatalog.builtIn.overriding([
        Exercise(name: "Zercher Squat", primaryMuscles: [.quadriceps], secondaryMuscles: [.abdominals]),
        Exercise(name: "Bench Press (Barbell)", primaryMuscles: [.triceps]),
    ])
    #expect(catalog.exercise(named: "Zercher Squat")?.secondaryMuscles == [.abdominals])
    #expect(catalog.exercise(named: "Bench Press (Barbell)")?.primaryMuscles == [.triceps])
    #expect(ExerciseCatalog.builtIn.exercise(named: "Zercher Squat") == nil)
}

@Test("Unknown exercises are reported as unmapped, once each")
func unmappedNames() {
    #expect(ExerciseCatalog.builtIn.unmapped(["Zercher Squat", "Pull Up", "Zercher Squat"]) == ["Zercher Squat"])
}
