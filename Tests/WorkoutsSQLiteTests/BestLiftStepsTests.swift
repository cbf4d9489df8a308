import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let origin = Date(timeIntervalSince1970: 1_700_000_000)
private let exercises = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)", "Plank"]

/// Fails, naming `step`, when the kept best lifts before any workout's start (and just
/// after it, and long after all) differ from reading every set the old way.
private func expectKeptBestsMatchHistory(_ repository: SQLiteWorkoutRepository, after step: String) throws {
    let starts = try repository.workouts(limit: Int.max).map(\.start)
    let instants = starts.flatMap { [$0, $0 + 1] } + [origin - 86_400, Date(timeIntervalSince1970: 3_999_999_999)]
    for instant in instants {
        let kept = try repository.bestLifts(of: exercises + ["Unknown"], startedBefore: instant)
        let read = try repository.bestLiftsFromHistory(of: exercises + ["Unknown"], startedBefore: instant)
        #expect(kept == read, "best lifts before \(instant) differ from the history after \(step)")
        let names = String(decoding: try JSONEncoder().encode(exercises), as: UTF8.self)
        let oneQuery = try repository.connection.access { connection in
            let statement = try connection.statement(SQLiteWorkoutRepository.earlierBestLiftStepsQuery)
            statement.bind(1, names)
            statement.bind(2, instant)
            return try SQLiteWorkoutRepository.bestLifts(from: statement)
        }
        #expect(oneQuery == read, "the benchmark's steps query before \(instant) differs from the history after \(step)")
    }
}

/// Random sets, including what the best lifts must leave out or count specially.
private struct EditScript: RandomEdits {
    var random: SeededGenerator
    var names = 0

    mutating func set() -> WorkoutSet {
        let weights: [Double?] = [0, 60, 80, 100, 100.001, 102.5, 102.058_283_3, 45.359_237 * 5, nil]
        let kinds: [SetKind] = [.normal, .normal, .normal, .drop, .failure, .warmUp]
        // A set of 0 reps needs a duration (a plank, a hold).
        let reps = Int.random(in: 0...14, using: &random)
        return WorkoutSet(exercise: exercises.randomElement(using: &random) ?? exercises[0],
                          kind: kinds.randomElement(using: &random) ?? .normal,
                          weightKilograms: weights.randomElement(using: &random) ?? 60,
                          reps: reps, durationSeconds: reps == 0 ? 45 : nil)
    }

    mutating func workout(after latest: Date) -> Workout {
        names += 1
        // Mostly newer than everything, sometimes older history or the same start.
        let offset: Double = switch Int.random(in: 0..<6, using: &random) {
        case 0: -Double(Int.random(in: 1...60, using: &random)) * 86_400
        case 1: 0
        default: Double(Int.random(in: 1...3, using: &random)) * 86_400
        }
        return Workout(name: "W\(names)", start: latest + offset,
                       sets: (0..<Int.random(in: 0...4, using: &random)).map { _ in set() })
    }
}

@Suite("Best lifts before a week, kept on write")
struct BestLiftStepsTests {
    @Test("After every kind of edit, in random sequences, the kept best lifts equal reading the whole history",
          arguments: [(1, OneRepMaxEstimate.standard), (2, .standard), (3, OneRepMaxEstimate(formula: .brzycki, repCap: 12)),
                      (4, OneRepMaxEstimate(formula: .lombardi, repCap: 8))] as [(UInt64, OneRepMaxEstimate)])
    func keptEqualsHistory(seed: UInt64, estimate: OneRepMaxEstimate) throws {
        let database = try TemporaryDatabase()
        let repository = try database.open(importBatchSize: 3, estimate: estimate)
        var script = EditScript(random: SeededGenerator(state: seed))
        var latest = origin
        for step in 0..<100 {
            guard let description = try script.edit(repository, latest: &latest) else { continue }
            try expectKeptBestsMatchHistory(repository, after: "step \(step) (seed \(seed)): \(description)")
        }
    }

    @Test("The first session is the best before the next week, though it sets no record")
    func firstSessionIsTheBestBefore() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.insert(Workout(name: "First", start: origin, sets: [
            WorkoutSet(exercise: exercises[0], weightKilograms: 100, reps: 5)]))
        let bests = try repository.bestLifts(of: [exercises[0]], startedBefore: origin + 7 * 86_400)
        #expect(bests[exercises[0]]?.heaviestKilograms == 100)
        #expect(try repository.bestLifts(of: [exercises[0]], startedBefore: origin).isEmpty)
    }

    @Test("Stored sets out of range (from an older liftd) are left out of the kept bests, as the history query does")
    func outOfRangeRowsLeftOut() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let squat = { (weight: Double) in WorkoutSet(exercise: exercises[0], weightKilograms: weight, reps: 5) }
        let id = try repository.insert(Workout(name: "A", start: origin, sets: [squat(100), squat(90), squat(80)]))
        _ = try repository.insert(Workout(name: "B", start: origin + 86_400, sets: [squat(95)]))
        try repository.connection.access { connection in
            try connection.execute("""
                UPDATE sets SET weight_kg = 1e18 WHERE workout_id = \(id) AND ordinal = 2;
                UPDATE sets SET reps = 9223372036854775807 WHERE workout_id = \(id) AND ordinal = 3;
                """)
            // What the migration does for a database an older liftd made.
            try BestLiftSteps(connection: connection, estimate: repository.estimate).invalidateAll()
        }
        let later = origin + 7 * 86_400
        let kept = try repository.bestLifts(of: [exercises[0]], startedBefore: later)
        #expect(kept == (try repository.bestLiftsFromHistory(of: [exercises[0]], startedBefore: later)))
        #expect(kept[exercises[0]]?.heaviestKilograms == 100)
    }

    @Test("Finding the best before a week is an index lookup, not a scan of the exercise's sets")
    func lookupUsesTheIndex() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let plan = try repository.connection.access { connection in
            let statement = try connection.statement("""
                EXPLAIN QUERY PLAN SELECT heaviest_kg, estimate_kg FROM best_lift_steps
                WHERE exercise_id = ?1 AND started_at < ?2 ORDER BY started_at DESC LIMIT 1
                """)
            var details: [String] = []
            while try statement.step() { details.append(statement.text(3)) }
            return details.joined(separator: "; ")
        }
        #expect(plan.contains("SEARCH best_lift_steps USING PRIMARY KEY (exercise_id=? AND started_at<?)"), "plan: \(plan)")
        #expect(!plan.contains("TEMP B-TREE"), "plan: \(plan)")
    }
}
