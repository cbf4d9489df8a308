import Foundation
import Testing
import Workouts

private let now = Date(timeIntervalSince1970: 1_758_000_000) // 2025-09-16T05:20:00Z
private let ranges = ValueRanges(now: now)

private func set(weight: Double? = 100, reps: Int = 5, rpe: Double? = nil, seconds: Double? = nil,
                 distance: Double? = nil, exercise: String = "Squat (Barbell)") -> WorkoutSet {
    WorkoutSet(exercise: exercise, weightKilograms: weight, reps: reps, rpe: rpe, durationSeconds: seconds,
               distanceMeters: distance)
}

@Test("A set's values at the ends of their ranges are allowed", arguments: [
    set(weight: 0), set(weight: 1_000), set(reps: 0, seconds: 1), set(reps: 1_000), set(rpe: 1), set(rpe: 10),
    set(seconds: 86_400), set(distance: 1_000_000), set(exercise: String(repeating: "a", count: 200)),
])
func boundsAllowed(set: WorkoutSet) {
    #expect(set.rangeViolation == nil)
    #expect(set.problem == nil)
}

@Test("A set's value just outside its range is refused, naming the field, the range and the value", arguments: [
    (set(reps: .max), "reps must be between 0 and 1000; got 9223372036854775807"),
    (set(reps: 1_001), "reps must be between 0 and 1000; got 1001"),
    (set(reps: -1), "reps must be between 0 and 1000; got -1"),
    (set(weight: 1e18), "weight must be between 0 and 1000 kg; got 1e+18 kg"),
    (set(weight: 1_000.5), "weight must be between 0 and 1000 kg; got 1000.5 kg"),
    (set(weight: -0.5), "weight must be between 0 and 1000 kg; got -0.5 kg"),
    (set(weight: .infinity), "weight must be between 0 and 1000 kg; got inf kg"),
    (set(weight: .nan), "weight must be between 0 and 1000 kg; got nan kg"),
    (set(rpe: 0.5), "rpe must be between 1 and 10; got 0.5"),
    (set(rpe: 11), "rpe must be between 1 and 10; got 11"),
    (set(seconds: 86_401), "duration must be between 0 and 86400 s; got 86401 s"),
    (set(distance: 1_000_001), "distance must be between 0 and 1000000 m; got 1000001 m"),
    (set(exercise: String(repeating: "é", count: 101)), "exercise must be at most 200 bytes of UTF-8; got 202 bytes"),
    (set(exercise: "Bench\u{1B}[2J"), "exercise must be free of control characters; got U+001B at character 6"),
    (set(exercise: "Squat\n"), "exercise must be free of control characters; got U+000A at character 6"),
    (set(exercise: "\u{85}Row"), "exercise must be free of control characters; got U+0085 at character 1"),
])
func outsideRefused(set: WorkoutSet, message: String) {
    #expect(set.rangeViolation?.description == message)
    #expect(set.problem == message)
}

@Test("A name from a request may hold no bidirectional override or isolate; a stored or imported one may")
func bidirectionalControlsOnlyInRequests() {
    #expect(ValueRanges.violation(requestName: "Curl \u{202E}lleB", field: "exercise")?.description
        == "exercise must be free of bidirectional overrides and isolates; got U+202E at character 6")
    #expect(ValueRanges.violation(requestName: "\u{2068}Squat\u{2069}", field: "name")?.description
        == "name must be free of bidirectional overrides and isolates; got U+2068 at character 1")
    #expect(ValueRanges.violation(requestName: "Squat\n", field: "exercise")?.field == "exercise")
    #expect(ValueRanges.violation(requestName: "Développé couché", field: "exercise") == nil)
    #expect(ValueRanges.violation(name: "\u{2068}Squat\u{2069}", field: "exercise") == nil)
    #expect(WorkoutSet(exercise: "\u{2068}Squat\u{2069}", weightKilograms: nil, reps: 5).rangeViolation == nil)
}

@Test("Dates run from 1970 to a day after the now given, never read from the clock")
func dateRange() {
    #expect(ranges.violation(date: Date(timeIntervalSince1970: 0), field: "date") == nil)
    #expect(ranges.violation(date: now + 86_400, field: "date") == nil)
    #expect(ranges.violation(date: now + 86_401, field: "date")?.description
        == "date must be between 1970-01-01T00:00:00Z and 2025-09-17T05:20:00Z (a day from now); got 2025-09-17T05:20:01Z")
    #expect(ranges.violation(date: Date(timeIntervalSince1970: -1), field: "date")?.got == "1969-12-31T23:59:59Z")
    #expect(ranges.violation(date: Date(timeIntervalSince1970: 1e20), field: "date")?.got == "1e+20 seconds from 1970")
    #expect(ValueRanges(now: now + 86_400).violation(date: now + 86_401, field: "date") == nil)
    var late = set()
    late.performedAt = now + 2 * 86_400
    #expect(ranges.violation(in: late)?.field == "performed at")
}

@Test("A workout's name, start, end and duration are checked; its end may be absent")
func workoutRange() {
    let start = now - 86_400
    #expect(ranges.violation(inWorkoutNamed: "Push", start: start, end: nil) == nil)
    #expect(ranges.violation(inWorkoutNamed: "Push", start: start, end: start + 86_400) == nil)
    #expect(ranges.violation(inWorkoutNamed: "Push", start: start, end: start + 1e20)?.description
        == "workout duration must be between 0 and 86400 s; got 1e+20 s")
    #expect(ranges.violation(inWorkoutNamed: "Push", start: start, end: start - 60)?.field == "workout duration")
    #expect(ranges.violation(inWorkoutNamed: String(repeating: "x", count: 201), start: start, end: nil)?.field
        == "workout name")
    #expect(ranges.violation(inWorkoutNamed: "Push", start: Date(timeIntervalSince1970: -86_400), end: nil)?.field
        == "workout start")
}

@Test("Screening for an export leaves out a workout out of range whole and a set out of range alone, naming each")
func screeningWorkouts() {
    let start = now - 86_400
    let good = Workout(id: 1, name: "Push", start: start, end: start + 3_600, sets: [
        set(exercise: "Bench Press (Barbell)"), set(reps: .max), set(), set(weight: 1e18),
    ])
    let endless = Workout(id: 2, name: "Legs", start: start, end: start + 1e20, sets: [set()])
    let open = Workout(id: 3, name: "Pull", start: start, sets: [set()])
    var asked: [WorkoutID] = []
    let (kept, excluded) = ranges.screened([good, endless, open]) { workout in
        asked.append(workout)
        return [11, 12, 13, 14]
    }
    #expect(asked == [1])
    #expect(kept.map(\.id) == [1, 3])
    #expect(kept.first?.sets == [set(exercise: "Bench Press (Barbell)"), set()])
    #expect(excluded == [
        ExcludedRecord(workout: 1, set: 12, exercise: "Squat (Barbell)", reason: "reps must be between 0 and 1000; got 9223372036854775807"),
        ExcludedRecord(workout: 1, set: 14, exercise: "Squat (Barbell)", reason: "weight must be between 0 and 1000 kg; got 1e+18 kg"),
        ExcludedRecord(workout: 2, reason: "workout duration must be between 0 and 86400 s; got 1e+20 s"),
    ])
    #expect(excluded.first?.summary
        == "workout 1, set 12 (Squat (Barbell)): reps must be between 0 and 1000; got 9223372036854775807")
    #expect(excluded.last?.summary == "workout 2: workout duration must be between 0 and 86400 s; got 1e+20 s")
}

@Test("Screening stored sets keeps those in range in order and records the rest with their workout and id")
func screeningStoredSets() {
    let stored = [
        StoredSet(id: 7, workout: 4, set: set()), StoredSet(id: 8, workout: 4, set: set(rpe: 12)),
        StoredSet(id: 9, workout: 5, set: set(reps: 3)),
    ]
    let (kept, excluded) = stored.screened()
    #expect(kept == [set(), set(reps: 3)])
    #expect(excluded == [ExcludedRecord(workout: 4, set: 8, exercise: "Squat (Barbell)", reason: "rpe must be between 1 and 10; got 12")])
}

@Test("A value just past a bound is shown with the digits that tell it from the bound, not rounded onto it", arguments: [
    (ValueRanges.weight, 1_000.0000001, "weight must be between 0 and 1000 kg; got 1000.0000001 kg"),
    (ValueRanges.rpe, 0.9999999999999999, "rpe must be between 1 and 10; got 0.9999999999999999"),
    (ValueRanges.setDuration, 86_400.0000001, "duration must be between 0 and 86400 s; got 86400.0000001 s"),
    (ValueRanges.weight, -0.0000001, "weight must be between 0 and 1000 kg; got -1e-07 kg"),
])
func nearBoundShownAsSent(range: ValueRange, value: Double, message: String) {
    #expect(range.violation(value)?.description == message)
}
