import Foundation

/// Writes a plausible Strong classic export of about `targetBytes`: workouts two hours apart
/// from 1971 (so up to 500 MB ends before 2000, and no row is skipped as dated in
/// the future), each with several exercises of warm-ups and working sets, some notes with
/// commas and quotes, and rest-timer rows. Deterministic, so runs are comparable. It is
/// written a megabyte at a time, so the benchmark's own memory stays small.
struct StrongExportGenerator {
    let targetBytes: Int

    private static let exercises = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Lat Pulldown (Cable)",
        "Overhead Press (Barbell)", "Bent Over Row (Barbell)", "Leg Press (Machine)", "Pull Up",
        "Bicep Curl (Dumbbell)", "Triceps Pushdown", "Lateral Raise (Dumbbell)", "Romanian Deadlift (Barbell)",
    ]
    private static let names = ["Push Day", "Pull Day", "Leg Day", "Full Body"]

    /// The first workout's workout: 1971-01-01.
    static let firstDay = Date(timeIntervalSince1970: 31_536_000)
    /// Time between workouts.
    static let spacing: TimeInterval = 7_200

    /// Writes the export to `file`; returns its size in bytes.
    func write(to file: URL) throws -> Int {
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
              let output = FileHandle(forWritingAtPath: file.path) else {
            throw BenchmarkFailure("cannot create \(file.path)")
        }
        defer { try? output.close() }
        var text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        var written = 0
        var generator = SplitMix(state: 42)
        var workout = 0
        let start = Self.firstDay
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        while written + text.utf8.count < targetBytes {
            if text.utf8.count >= 1 << 20 {
                try output.write(contentsOf: Data(text.utf8))
                written += text.utf8.count
                text = ""
            }
            let date = formatter.string(from: start + Double(workout) * Self.spacing + Double(generator.next() % 3_600))
            let name = Self.names[workout % Self.names.count]
            let duration = "\(generator.next() % 2 == 0 ? "1h " : "")\(generator.next() % 60)m" // under the spacing
            let workoutNotes = workout % 7 == 0 ? "\"felt \"\"strong\"\", slept well\"" : ""
            for exerciseIndex in 0..<6 {
                let exercise = Self.exercises[(workout + exerciseIndex * 5) % Self.exercises.count]
                let base = 20 + Double(generator.next() % 160) + (generator.next() % 2 == 0 ? 0.5 : 0)
                for order in ["W", "1", "2", "3", "Rest Timer", "4"] {
                    let rest = order == "Rest Timer"
                    let weight = rest ? 0 : order == "W" ? base / 2 : base
                    let reps = rest ? 0 : 3 + Int(generator.next() % 10)
                    let seconds = rest ? 90 : 0
                    let notes = order == "4" && exerciseIndex == 0 ? "last set, grinder" : ""
                    let rpe = order == "W" || rest ? "" : String(6 + Int(generator.next() % 5))
                    text += "\(date),\"\(name)\",\(duration),\"\(exercise)\",\(order),\(weight),\(reps).0,0,\(seconds).0,\"\(notes)\",\(workoutNotes),\(rpe)\n"
                }
            }
            workout += 1
        }
        try output.write(contentsOf: Data(text.utf8))
        return written + text.utf8.count
    }
}

/// A small deterministic random number generator (SplitMix64).
struct SplitMix {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
