import Foundation
import TestSupport
import Workouts
import WorkoutsSQLite

/// Stores `count` workouts of 50 sets each in the database of `sandbox`'s daemon, before
/// it starts: enough data (40 KiB a workout) that a backup at `max-rate: 1` takes seconds.
func storeWorkouts(_ count: Int, in sandbox: DaemonSandbox) throws {
    try FileManager.default.createDirectory(atPath: sandbox.path + "/var", withIntermediateDirectories: true)
    let repository = try SQLiteWorkoutRepository(path: sandbox.path + "/var/liftd.sqlite")
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    _ = try repository.importWorkouts((0..<count).map { index in
        let sets = (0..<50).map { set in
            WorkoutSet(exercise: set % 2 == 0 ? "Squat (Barbell)" : "Bench Press (Barbell)",
                       weightKilograms: 60 + Double(set), reps: 5, notes: "stored-\(index)-\(set)")
        }
        return ImportedWorkout(workout: Workout(name: "Day \(index)", start: start + Double(index) * 86_400, sets: sets))
    })
}

/// The files in the backups directory of `sandbox`'s daemon.
func backupFiles(in sandbox: DaemonSandbox) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/var/backups")) ?? []).sorted()
}
