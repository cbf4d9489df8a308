import Foundation
import Testing
@testable import Workouts

@Test("A pound is exactly 0.45359237 kilograms, both ways")
func poundConversionIsExact() {
    #expect(WeightUnit.pounds.kilograms(1) == 0.45359237)
    #expect(WeightUnit.pounds.kilograms(100) == 45.359237)
    #expect(abs(WeightUnit.pounds.value(fromKilograms: 45.359237) - 100) < 1e-12)
    #expect(WeightUnit.kilograms.kilograms(62.5) == 62.5)
}

@Test("Unit spellings from exports are recognised", arguments: [
    ("kg", WeightUnit.kilograms), ("kgs", .kilograms), ("LBS", .pounds), ("lb", .pounds),
])
func unitSpellings(spelling: String, unit: WeightUnit) {
    #expect(WeightUnit(spelling: spelling) == unit)
}

@Test("A unit is written kg or lb and read back from any spelling liftd accepts, lbs too; another is refused")
func unitCoding() throws {
    #expect(String(decoding: try JSONEncoder().encode([WeightUnit.pounds, .kilograms]), as: UTF8.self) == #"["lb","kg"]"#)
    let read = try JSONDecoder().decode([WeightUnit].self, from: Data(#"["lb","lbs","LB","kg","kgs"]"#.utf8))
    #expect(read == [.pounds, .pounds, .pounds, .kilograms, .kilograms])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([WeightUnit].self, from: Data(#"["stone"]"#.utf8)) }
}

@Test("An unknown unit spelling is refused")
func unknownUnitSpelling() {
    #expect(WeightUnit(spelling: "stone") == nil)
    #expect(DistanceUnit(spelling: "parsec") == nil)
    #expect(DistanceUnit(spelling: "mi")?.meters == 1_609.344)
}

@Test("A set's volume is weight × reps; bodyweight and timed sets add none")
func setVolume() {
    #expect(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5).volumeKilograms == 500)
    #expect(WorkoutSet(exercise: "Pull Up", weightKilograms: nil, reps: 8).volumeKilograms == 0)
    #expect(WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60).volumeKilograms == 0)
}

@Test("A set with negative weight, or with neither reps, time nor distance, has a problem")
func setProblems() {
    #expect(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: -1, reps: 5).problem != nil)
    #expect(WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 0).problem != nil)
    #expect(WorkoutSet(exercise: " ", weightKilograms: 100, reps: 5).problem != nil)
    #expect(WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 30).problem == nil)
}
