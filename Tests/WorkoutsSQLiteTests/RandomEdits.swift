import Foundation
import Workouts
@testable import WorkoutsSQLite

/// A seeded generator (SplitMix64), so a failing sequence can be run again.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random edits of every kind a lifter or an import makes, from the sets and workouts a
/// test chooses: the random-sequence tests of kept records and kept best lifts share them.
protocol RandomEdits {
    /// The seeded source of every choice.
    var random: SeededGenerator { get set }
    /// A random set.
    mutating func set() -> WorkoutSet
    /// A random workout, mostly newer than `latest`.
    mutating func workout(after latest: Date) -> Workout
}

extension RandomEdits {
    /// Makes one random edit to `repository` and describes it; nil when the edit chosen had
    /// nothing to act on. `latest` is the newest workout start made so far.
    mutating func edit(_ repository: SQLiteWorkoutRepository, latest: inout Date) throws -> String? {
        let workouts = try repository.workouts(limit: Int.max)
        let sets = try repository.storedSets(
            startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000))
        let choice = workouts.isEmpty ? 0 : Int.random(in: 0..<8, using: &random)
        switch choice {
        case 0:
            let workout = workout(after: latest)
            latest = max(latest, workout.start)
            _ = try repository.insert(workout)
            return "insert \(workout.name) with \(workout.sets.count) sets"
        case 1, 2:
            // Mostly into the newest workout, as log-set does; sometimes into an older one.
            let target = choice == 1 ? workouts[0] : workouts.randomElement(using: &random) ?? workouts[0]
            try repository.append(set(), toWorkout: target.id)
            return "append to workout \(target.id)"
        case 3:
            let target = workouts.randomElement(using: &random) ?? workouts[0]
            _ = try repository.removeLastSet(ofWorkout: target.id)
            return "undo the last set of workout \(target.id)"
        case 4:
            let target = workouts.randomElement(using: &random) ?? workouts[0]
            _ = try repository.delete(workout: target.id)
            return "delete workout \(target.id)"
        case 5:
            guard let target = sets.randomElement(using: &random) else { return nil }
            _ = try repository.deleteSet(id: target.id)
            return "delete set \(target.id)"
        case 6:
            guard let target = sets.randomElement(using: &random) else { return nil }
            let replacement = set()
            let change = SetChange(
                exercise: Bool.random(using: &random) ? replacement.exercise : nil,
                kind: replacement.kind, weightKilograms: replacement.weightKilograms ?? 20,
                reps: Int.random(in: 1...12, using: &random))
            _ = try repository.updateSet(id: target.id, with: change)
            return "update set \(target.id) with \(change)"
        default:
            let batch = (0..<Int.random(in: 1...5, using: &random)).map { _ in workout(after: latest) }
            latest = max(latest, batch.map(\.start).max() ?? latest)
            _ = try repository.importWorkouts(batch)
            return "import \(batch.count) workouts"
        }
    }
}
