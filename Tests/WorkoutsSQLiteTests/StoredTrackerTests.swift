import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

private let origin = Date(timeIntervalSince1970: 1_700_000_000.123_456)

/// A tracker with every part filled: sessions, bests, most reps at several weights, both
/// volumes; an assisted lift's, with a bodyweight known at every set, so that the load type is kept too.
private func filledTracker() -> ExerciseRecordTracker {
    var tracker = ExerciseRecordTracker(estimate: OneRepMaxEstimate(formula: .brzycki, repCap: 12), load: .assisted)
    let sets: [(Double, Int, Double)] = [(100, 5, 0), (102.058_283_3, 3, 0), (60, 12, 86_400.5), (100.001, 6, 86_400.5),
                                         (45.359_237 * 5, 1, 172_800), (80, 8, 172_800)]
    for (index, (weight, reps, offset)) in sets.enumerated() {
        _ = tracker.add(RecordedSet(id: Int64(index + 1), workout: Int64(offset / 86_400) + 1, workoutStart: origin + offset,
                                set: WorkoutSet(exercise: "Pull Up (Assisted)", weightKilograms: weight, reps: reps),
                                bodyweightKilograms: 300))
    }
    return tracker
}

@Suite("Record trackers as stored")
struct StoredTrackerTests {
    @Test("A tracker written as a blob reads back equal, dates to the bit")
    func blobRoundTrip() throws {
        let tracker = filledTracker()
        #expect(tracker.mostReps.count >= 4 && tracker.earlierSessionBest != nil && tracker.lastSessionVolume != nil)
        let bytes = StoredTracker.encoded(tracker)
        let decoded = bytes.withUnsafeBytes { StoredTracker.decoded($0) }
        #expect(decoded == tracker)
        #expect(decoded?.lastSession?.start.timeIntervalSinceReferenceDate == tracker.lastSession?.start.timeIntervalSinceReferenceDate)
        let empty = ExerciseRecordTracker(estimate: .standard, load: .external)
        #expect(StoredTracker.encoded(empty).withUnsafeBytes { StoredTracker.decoded($0) } == empty)
    }

    @Test("A blob cut short or with bytes beyond the tracker is not read as one")
    func damagedBlobs() {
        let bytes = StoredTracker.encoded(filledTracker())
        #expect(Array(bytes.dropLast(8)).withUnsafeBytes { StoredTracker.decoded($0) } == nil)
        #expect((bytes + [0, 0, 0, 0, 0, 0, 0, 0]).withUnsafeBytes { StoredTracker.decoded($0) } == nil)
        #expect([UInt8](repeating: 0, count: 64).withUnsafeBytes { StoredTracker.decoded($0) } == nil)
    }

    @Test("Records an older liftd stored (a JSON tracker, schema 11) are rebuilt from the sets on opening, nothing else lost")
    func olderRecordsRebuilt() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let squat = { (weight: Double) in WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: weight, reps: 5) }
        _ = try repository.insert(Workout(name: "A", start: origin, sets: [squat(100)]))
        _ = try repository.insert(Workout(name: "B", start: origin + 86_400, sets: [squat(110)]))
        let expected = try repository.records(of: "Squat (Barbell)")
        // Back to schema 12, before `loadTypedRecords`: the tables of the migrations after it go.
        let before = try #require(Schema.migrations.firstIndex(of: Schema.loadTypedRecords))
        try repository.connection.access { connection in
            try connection.execute("""
                UPDATE record_trackers SET state = '{"old": true}'; DELETE FROM record_entries;
                DROP TABLE import_workouts; DROP TABLE import_sets; DROP TABLE import_bodyweights; DROP TABLE imports;
                PRAGMA user_version = \(before)
                """)
        }
        let reopened = try database.open()
        #expect(try reopened.schemaVersion == Schema.migrations.count)
        #expect(try reopened.records(of: "Squat (Barbell)") == expected)
        #expect(try reopened.workouts(limit: 10).count == 2)
        let blobs = try reopened.connection.access { try $0.integer("SELECT count(*) FROM record_trackers WHERE typeof(state) = 'blob'") }
        #expect(blobs == 1)
    }
}
