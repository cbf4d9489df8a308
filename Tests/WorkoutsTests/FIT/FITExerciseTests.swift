import Testing
import Workouts

@Suite("FIT exercises")
struct FITExerciseTests {
    @Test("Every built-in catalog exercise maps to a FIT exercise category other than unknown")
    func catalogIsMapped() {
        let exercises = ExerciseCatalog.builtIn.exercises
        #expect(exercises.count > 150)
        for exercise in exercises {
            #expect(FITExercise.named(exercise.name).category != .unknown, "\(exercise.name)")
        }
    }

    @Test("Every name the FIT table maps is a built-in catalog exercise, so none is left over from a renamed one")
    func tableNamesCatalogExercises() {
        for name in FITExercise.mappedNames {
            #expect(ExerciseCatalog.builtIn.exercise(named: name) != nil, "\(name)")
        }
    }

    @Test("Names match ignoring case and repeated spaces")
    func matchingIgnoresCaseAndSpaces() {
        #expect(FITExercise.named("bench  press (BARBELL)") == FITExercise(.benchPress, 1))
        #expect(FITExercise.named("Squat (Barbell)") == FITExercise(.squat, 6))
    }

    @Test("A name liftd does not know maps to category unknown (65534) with no exercise name")
    func unknownNames() {
        #expect(FITExercise.named("Zercher Carry Into Handstand") == .unknown)
        #expect(FITExercise.unknown.category.rawValue == 65_534)
        #expect(FITExercise.unknown.name == nil)
    }

    @Test("Categories carry the profile's numbers and names")
    func categoryNames() {
        #expect(FITExerciseCategory.benchPress.rawValue == 0 && FITExerciseCategory.benchPress.profileName == "bench_press")
        #expect(FITExerciseCategory.tricepsExtension.rawValue == 30)
        #expect(FITExerciseCategory.tricepsExtension.profileName == "triceps_extension")
        #expect(FITExerciseCategory.cardioSensors.profileName == "cardio_sensors")
        #expect(FITExerciseCategory.bikeOutdoor.rawValue == 53)
    }
}
