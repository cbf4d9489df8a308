import Foundation
import Workouts

/// A deterministic training history of about `sets` sets from 2000 on, each workout with five
/// exercises of a warm-up and four working sets: spread over the span of 1,000,000 sets at a
/// workout every eight hours, or (`fixedInterval`) a workout every eight hours however long.
struct TrainingHistoryGenerator {
    let sets: Int
    /// Whether workouts keep their eight hours apart whatever `sets` is (the history then
    /// lasts longer for more sets) instead of filling the 1,000,000-set span.
    var fixedInterval = false

    /// The first workout's start.
    static let start = Date(timeIntervalSince1970: 946_684_800) // 2000-01-01 UTC
    private static let setsPerWorkout = 25
    private static let interval: TimeInterval = 8 * 3_600
    private static let exercises = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Lat Pulldown (Cable)",
        "Overhead Press (Barbell)", "Bent Over Row (Barbell)", "Leg Press (Machine)", "Pull Up",
        "Bicep Curl (Dumbbell)", "Triceps Pushdown", "Lateral Raise (Dumbbell)", "Romanian Deadlift (Barbell)",
    ]

    /// How long the history lasts, for a generator of 1,000,000 sets.
    static var span: TimeInterval { Double(1_000_000 / setsPerWorkout) * interval }

    /// The workouts, oldest first.
    func workouts() -> [Workout] {
        var random = SplitMix(state: 7)
        let count = max(1, sets / Self.setsPerWorkout)
        let spacing = fixedInterval ? Self.interval : Self.span / Double(count)
        return (0..<count).map { index in
            let start = Self.start + Double(index) * spacing
            var workout = Workout(name: "Session \(index % 4)", start: start, end: start + 3_600)
            for slot in 0..<5 {
                let exercise = Self.exercises[Int((UInt64(index * 5 + slot) &+ random.next() % 3) % UInt64(Self.exercises.count))]
                let working = 40 + Double(random.next() % 120)
                workout.sets.append(WorkoutSet(exercise: exercise, kind: .warmUp, weightKilograms: working / 2, reps: 10))
                for _ in 0..<4 {
                    workout.sets.append(WorkoutSet(
                        exercise: exercise, weightKilograms: working + Double(random.next() % 5) * 2.5,
                        reps: 3 + Int(random.next() % 10)))
                }
            }
            return workout
        }
    }
}

extension TrainingHistoryGenerator {
    /// The last complete week of a `fixedInterval` history of `sets` sets.
    static func lastWeek(ofFixedHistoryWith sets: Int, _ calendar: WeekCalendar) -> WeekIdentifier {
        let end = start + Double(max(1, sets / setsPerWorkout)) * interval
        return calendar.week(containing: end - 7 * 86_400)
    }
}
