import Testing
@testable import Workouts

@Test("Records: heaviest weight, best Epley estimate and most reps per weight, warm-ups ignored")
func personalRecords() {
    let records = PersonalRecords(sets: [
        WorkoutSet(exercise: "Squat (Barbell)", kind: .warmUp, weightKilograms: 200, reps: 1),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 10),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 8),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 120, reps: 3),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: nil, reps: 20),
    ])
    #expect(records.heaviestKilograms == 120)
    // 100 × (1 + 10/30) = 133.3… beats 120 × 1.1 = 132.
    #expect(abs((records.bestEstimatedOneRepMaxKilograms ?? 0) - 133.333_333) < 1e-5)
    #expect(records.mostRepsByWeight == [100: 10, 120: 3])
}

@Test("Epley's formula takes a single as its own maximum")
func epleySingle() {
    #expect(PersonalRecords.epleyOneRepMax(weight: 150, reps: 1) == 150)
    #expect(PersonalRecords.epleyOneRepMax(weight: 90, reps: 30) == 180)
}

@Test("No working sets with weight means no records")
func noRecords() {
    let records = PersonalRecords(sets: [WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60)])
    #expect(records.heaviestKilograms == nil)
    #expect(records.mostRepsByWeight.isEmpty)
}
