import Foundation

/// Builds large exports for tests, the same bytes every time for the same arguments.
public enum ExportGenerator {
    private static let exercises = [
        "Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
        "Bent Over Row (Barbell)", "Pull Up", "Lat Pulldown (Cable)", "Leg Press",
    ]

    /// A Strong 6 export (quoted semicolons, kilograms) of `workouts` workouts, one a day
    /// from 2020-01-01 07:00, each with `setsPerWorkout` working sets of 1 to 12 reps.
    /// Every set is valid, so it imports as exactly `workouts × setsPerWorkout` sets.
    public static func strongV6(workouts: Int, setsPerWorkout: Int) -> String {
        var text = "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";"
            + "\"Weight (kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n"
        text.reserveCapacity(workouts * setsPerWorkout * 140)
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .gmt
        let start = Date(timeIntervalSince1970: 1_577_836_800) // 2020-01-01 00:00 UTC
        for workout in 0..<workouts {
            let day = calendar.dateComponents([.year, .month, .day], from: start + Double(workout) * 86_400)
            let date = String(format: "%04d-%02d-%02d 07:00:00", day.year ?? 0, day.month ?? 0, day.day ?? 0)
            for set in 0..<setsPerWorkout {
                let exercise = exercises[(workout + set / 4) % exercises.count]
                let weight = Double(20 + (workout * 7 + set * 3) % 120) + 0.5 * Double(set % 2)
                let reps = 1 + (workout + set) % 12
                text += "\"\(workout + 1)\";\"\(date)\";\"Day \(workout + 1)\";\"3600\";\"\(exercise)\";"
                    + "\"\(set % 4 + 1)\";\"\(weight)\";\"\(reps)\";\"\";\"\";\"\";\"\";\"\"\n"
            }
        }
        return text
    }
}
