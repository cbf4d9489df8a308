import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let everyPeriod = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4_000_000_000)
private let origin = Date(timeIntervalSince1970: 1_700_000_000)
private let exercises = ["Squat (Barbell)", "Bench Press (Barbell)", "Deadlift (Barbell)"]

/// What the records would be if recomputed from every stored set, per exercise.
private func recomputed(_ repository: SQLiteWorkoutRepository) throws -> [String: PersonalRecords] {
    let starts = Dictionary(uniqueKeysWithValues: try repository.workouts(limit: Int.max).map { ($0.id, $0.start) })
    var byExercise: [String: [RecordedSet]] = [:]
    for stored in try repository.storedSets(startedIn: everyPeriod) {
        let start = try #require(starts[stored.workout])
        byExercise[stored.set.exercise, default: []].append(
            RecordedSet(id: stored.id, workout: stored.workout, workoutStart: start, set: stored.set))
    }
    return exercises.reduce(into: [:]) { result, exercise in
        result[exercise] = PersonalRecords(sets: byExercise[exercise] ?? [], estimate: repository.estimate)
    }
}

/// Fails, naming `step`, when any exercise's stored records differ from a recomputation.
private func expectRecordsMatchRecomputation(_ repository: SQLiteWorkoutRepository, after step: String) throws {
    let expected = try recomputed(repository)
    for exercise in exercises {
        let stored = try repository.storedRecordState(of: exercise)
        let fresh = try #require(expected[exercise])
        let tracker = stored?.tracker ?? ExerciseRecordTracker(estimate: repository.estimate, load: .external)
        #expect(tracker == fresh.tracker, "\(exercise): tracker differs from a recomputation after \(step)")
        #expect((stored?.history ?? []) == fresh.history, "\(exercise): history differs from a recomputation after \(step)")
    }
}

/// Random edits of every kind a lifter or an import makes.
private struct EditScript: RandomEdits {
    var random: SeededGenerator
    var names = 0

    mutating func set() -> WorkoutSet {
        let weights: [Double?] = [60, 80, 100, 100.001, 102.5, 102.058_283_3, 45.359_237 * 5, nil]
        let kinds: [SetKind] = [.normal, .normal, .normal, .drop, .failure, .warmUp]
        let weight = weights.randomElement(using: &random) ?? 60
        return WorkoutSet(exercise: exercises.randomElement(using: &random) ?? "Squat (Barbell)",
                          kind: kinds.randomElement(using: &random) ?? .normal, weightKilograms: weight,
                          reps: Int.random(in: 1...12, using: &random))
    }

    mutating func workout(after latest: Date) -> Workout {
        names += 1
        // Mostly newer than everything, sometimes older history.
        let offset = Bool.random(using: &random) || Int.random(in: 0..<4, using: &random) == 0
            ? Double(Int.random(in: 1...3, using: &random)) * 86_400 : -Double(Int.random(in: 1...60, using: &random)) * 86_400
        return Workout(name: "W\(names)", start: latest + offset,
                       sets: (0..<Int.random(in: 0...4, using: &random)).map { _ in set() })
    }
}

@Suite("Records kept up to date on write")
struct RecordMaintenanceTests {
    @Test("After every kind of edit, in random sequences, the stored records equal a recomputation from scratch",
          arguments: [1, 2, 3, 4] as [UInt64])
    func incrementalEqualsRecomputation(seed: UInt64) throws {
        let database = try TemporaryDatabase()
        let repository = try database.open(importBatchSize: 3)
        var script = EditScript(random: SeededGenerator(state: seed))
        var latest = origin
        for step in 0..<120 {
            guard let description = try script.edit(repository, latest: &latest) else { continue }
            try expectRecordsMatchRecomputation(repository, after: "step \(step) (seed \(seed)): \(description)")
        }
    }

    @Test("Importing older history after newer gives the records a recomputation gives, and re-importing changes none")
    func olderHistoryAfterNewer() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let squat = { (weight: Double, reps: Int) in WorkoutSet(exercise: exercises[0], weightKilograms: weight, reps: reps) }
        let newer = [Workout(name: "New", start: origin + 10 * 86_400, sets: [squat(100, 5)]),
                     Workout(name: "Newer", start: origin + 11 * 86_400, sets: [squat(105, 5)])]
        let older = [Workout(name: "Old", start: origin, sets: [squat(110, 3)])]
        _ = try repository.importWorkouts(newer)
        let mark = try repository.recordMark()
        #expect(try repository.records(foundAfter: 0).map(\.record.kind).contains(.heaviestWeight))
        _ = try repository.importWorkouts(older)
        try expectRecordsMatchRecomputation(repository, after: "importing older history")
        let records = try #require(try repository.records(of: exercises[0]))
        #expect(!records.history.contains { $0.kind == .heaviestWeight })
        #expect(records.current.first { $0.kind == .heaviestWeight }?.value == 110)
        let markAfter = try repository.recordMark()
        _ = try repository.importWorkouts(newer + older)
        #expect(try repository.records(foundAfter: markAfter).isEmpty)
        #expect(markAfter >= mark)
    }

    @Test("An import of older history is recomputed once, when records are next read or written, never left wrong")
    func deferredRecomputation() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open(importBatchSize: 1)
        let squat = { (weight: Double) in WorkoutSet(exercise: exercises[0], weightKilograms: weight, reps: 5) }
        let newest = try repository.insert(Workout(name: "Newest", start: origin + 30 * 86_400, sets: [squat(100)]))
        _ = try repository.importWorkouts((1...5).reversed().map { day in
            Workout(name: "Old \(day)", start: origin + Double(day) * 86_400, sets: [squat(90 + Double(day))])
        })
        let marked = try repository.connection.access { try $0.integer("SELECT count(*) FROM record_stale") }
        #expect(marked == 1, "the import leaves the exercise marked instead of recomputing it per batch")
        // A write before any read brings the exercise up to date first.
        try repository.append(squat(101), toWorkout: newest)
        try expectRecordsMatchRecomputation(repository, after: "a logged set after a deferred import")
        #expect(try repository.connection.access { try $0.integer("SELECT count(*) FROM record_stale") } == 0)
        // Reopening settles what an import left marked too.
        _ = try repository.importWorkouts([Workout(name: "Oldest", start: origin, sets: [squat(120)])])
        let reopened = try database.open()
        #expect(try reopened.connection.access { try $0.integer("SELECT count(*) FROM record_stale") } == 0)
        try expectRecordsMatchRecomputation(reopened, after: "reopening after a deferred import")
    }

    @Test("A logged set's records are found after the mark taken before it; a set that sets none adds none")
    func recordsFoundAfterMark() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let first = try repository.insert(Workout(name: "A", start: origin, sets: [
            WorkoutSet(exercise: exercises[1], weightKilograms: 80, reps: 5)]))
        _ = first
        let second = try repository.insert(Workout(name: "B", start: origin + 86_400))
        var mark = try repository.recordMark()
        try repository.append(WorkoutSet(exercise: exercises[1], weightKilograms: 70, reps: 5), toWorkout: second)
        #expect(try repository.records(foundAfter: mark).isEmpty)
        mark = try repository.recordMark()
        try repository.append(WorkoutSet(exercise: exercises[1], weightKilograms: 82.5, reps: 5), toWorkout: second)
        let found = try repository.records(foundAfter: mark)
        #expect(Set(found.map(\.record.kind)) == [.heaviestWeight, .estimatedOneRepMax, .setVolume, .sessionVolume])
        #expect(found.first { $0.record.kind == .sessionVolume }?.record.value == 762.5)
        mark = try repository.recordMark()
        try repository.append(WorkoutSet(exercise: exercises[1], weightKilograms: 60, reps: 5), toWorkout: second)
        #expect(try repository.records(foundAfter: mark).isEmpty, "a session already reported is not reported again")
        #expect(try repository.records(of: exercises[1])?.current.first { $0.kind == .sessionVolume }?.value == 1_062.5)
    }

    @Test("Records of a database made before records existed are built on opening, and rebuilt for another estimate")
    func builtOnOpening() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.insert(Workout(name: "A", start: origin, sets: [
            WorkoutSet(exercise: exercises[0], weightKilograms: 100, reps: 5)]))
        _ = try repository.insert(Workout(name: "B", start: origin + 86_400, sets: [
            WorkoutSet(exercise: exercises[0], weightKilograms: 90, reps: 12)]))
        try repository.connection.access { connection in
            try connection.execute("""
                DELETE FROM record_entries; DELETE FROM record_trackers;
                UPDATE record_settings SET formula = NULL, rep_cap = NULL
                """)
        }
        let reopened = try database.open()
        try expectRecordsMatchRecomputation(reopened, after: "reopening a database without records")
        #expect(try reopened.records(of: exercises[0])?.history.isEmpty == false)
        let wide = try database.open(estimate: OneRepMaxEstimate(formula: .brzycki, repCap: 12))
        try expectRecordsMatchRecomputation(wide, after: "reopening with another estimate")
        let estimated = try wide.records(of: exercises[0])?.current.first { $0.kind == .estimatedOneRepMax }
        #expect(estimated?.value == Hundredths.value(Hundredths.of(90 * 36 / 25.0)))
    }
}
