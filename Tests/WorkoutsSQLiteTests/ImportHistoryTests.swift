import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Suite("Import history: each import's id, what it added, and undoing it whole")
struct ImportHistoryTests {
    private static let bench = "Bench Press (Barbell)"
    private static let start = Date(timeIntervalSince1970: 1_757_894_400)
    private static let day: TimeInterval = 86_400

    private static func bench(_ weight: Double, _ reps: Int = 5) -> WorkoutSet {
        WorkoutSet(exercise: bench, weightKilograms: weight, reps: reps)
    }

    private static func weight(_ kilograms: Double, at date: Date) -> BodyweightEntry {
        BodyweightEntry(measuredAt: date, kilograms: kilograms, source: "apple-health")
    }

    @Test("Undoing an import removes its new workouts, the sets it added to a stored workout and its bodyweights; records are as before it")
    func undoRestoresTheBefore() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        // A workout an earlier import of the same app stored (a workout logged in liftd is
        // never changed by an import).
        _ = try repository.importWorkouts([Workout(name: "Push", start: Self.start, end: Self.start + 3_600,
                                                   sets: [Self.bench(80)])])
        let earlier = try #require(try repository.workouts(limit: 1).first?.id)
        _ = try repository.record(BodyweightEntry(measuredAt: Self.start, kilograms: 81, source: "log-bodyweight"))
        let recordsBefore = try repository.records(of: Self.bench)
        let setsBefore = try repository.storedSets(ofWorkout: earlier)

        let id = try repository.beginImport(file: "strong.csv", format: "strong-v6", at: Self.start + 10 * Self.day)
        // The earlier workout again with one more set (added to it), and a newer, heavier one.
        let summary = try repository.importWorkouts([
            ImportedWorkout(workout: Workout(name: "Push", start: Self.start, end: Self.start + 3_600,
                                             sets: [Self.bench(80), Self.bench(90)])),
            ImportedWorkout(workout: Workout(name: "Heavy", start: Self.start + 2 * Self.day, sets: [Self.bench(100), Self.bench(100, 3)])),
        ], as: id)
        #expect(summary.workoutsAdded == 1)
        #expect(summary.setsAdded == 3)
        #expect(try repository.importBodyweights([Self.weight(81, at: Self.start), Self.weight(82, at: Self.start + Self.day)], as: id) == 1)
        #expect(try repository.records(of: Self.bench) != recordsBefore)
        #expect(try repository.imports(limit: 10) == [ImportRecord(
            id: id, file: "strong.csv", format: "strong-v6", importedAt: Self.start + 10 * Self.day,
            workoutsAdded: 1, setsAdded: 3, bodyweightsAdded: 1)])

        let undoneAt = Self.start + 11 * Self.day
        #expect(try repository.undoImport(id, at: undoneAt)
            == .undone(UndoneImport(import: id, workoutsRemoved: 1, setsRemoved: 3, bodyweightsRemoved: 1)))
        #expect(try repository.workouts(limit: 10).map(\.id) == [earlier])
        #expect(try repository.storedSets(ofWorkout: earlier) == setsBefore)
        #expect(try repository.bodyweights(in: Date.distantPast..<Date.distantFuture, limit: 10).map(\.kilograms) == [81])
        #expect(try repository.records(of: Self.bench) == recordsBefore)

        // Durable: a new connection sees the same, and the import listed as undone.
        let reopened = try database.open()
        #expect(try reopened.workouts(limit: 10).map(\.id) == [earlier])
        #expect(try reopened.imports(limit: 10).first?.undoneAt == undoneAt)
        #expect(try reopened.undoImport(id, at: undoneAt + 1) == .alreadyUndone(undoneAt))
        #expect(try reopened.undoImport(id + 1, at: undoneAt) == .unknown)
    }

    @Test("A bodyweight earlier over an imported one since stays when the import is undone")
    func loggedOverBodyweightStays() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let id = try repository.beginImport(file: "export.xml", format: "apple-health", at: Self.start)
        #expect(try repository.importBodyweights([Self.weight(80, at: Self.start)], as: id) == 1)
        #expect(try repository.record(BodyweightEntry(measuredAt: Self.start, kilograms: 79, source: "log-bodyweight")))
        #expect(try repository.undoImport(id, at: Self.start + 1)
            == .undone(UndoneImport(import: id, workoutsRemoved: 0, setsRemoved: 0, bodyweightsRemoved: 0)))
        #expect(try repository.bodyweights(in: Date.distantPast..<Date.distantFuture, limit: 10).map(\.kilograms) == [79])
    }

    @Test("Ids are never reused, a repeated import adds nothing to undo, and imports lists newest first")
    func idsAndRepeats() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let workouts = [Workout(name: "Legs", start: Self.start, sets: [WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)])]
        let first = try repository.beginImport(file: "a.csv", format: "hevy", at: Self.start)
        _ = try repository.importWorkouts(workouts.map { ImportedWorkout(workout: $0) }, as: first)
        let second = try repository.beginImport(file: "a.csv", format: "hevy", at: Self.start + 60)
        #expect(try repository.importWorkouts(workouts.map { ImportedWorkout(workout: $0) }, as: second).setsAdded == 0)
        #expect(try repository.imports(limit: 10).map(\.id) == [second, first])
        #expect(try repository.undoImport(second, at: Self.start + 120)
            == .undone(UndoneImport(import: second, workoutsRemoved: 0, setsRemoved: 0, bodyweightsRemoved: 0)))
        #expect(try repository.workouts(limit: 10).count == 1)
        #expect(try repository.undoImport(first, at: Self.start + 180)
            == .undone(UndoneImport(import: first, workoutsRemoved: 1, setsRemoved: 1, bodyweightsRemoved: 0)))
        // The newest import undone, the next one still gets a new id.
        #expect(try repository.beginImport(file: "b.csv", format: "hevy", at: Self.start + 240) == second + 1)
        #expect(try repository.imports(limit: 1).map(\.file) == ["b.csv"])
    }

    @Test("The migration to import history keeps every workout, set and inbox file")
    func migrationLosesNothing() throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        let id = try repository.insert(Workout(name: "Push", start: Self.start, sets: [Self.bench(80), Self.bench(85)]))
        let files = try SQLiteImportedFiles(path: database.path)
        try files.insert(name: "strong.csv", size: 10, modifiedNanoseconds: 5, at: Self.start)
        let connection = try SQLiteConnection(path: database.path)
        let version = try #require(Schema.migrations.firstIndex(of: Schema.importHistory))
        try connection.execute("""
            DROP TABLE import_workouts; DROP TABLE import_sets; DROP TABLE import_bodyweights; DROP TABLE imports;
            PRAGMA user_version = \(version);
            """)
        let migrated = try database.open()
        #expect(try migrated.schemaVersion == Schema.migrations.count)
        #expect(try migrated.workout(id: id)?.sets.map(\.weightKilograms) == [80, 85])
        #expect(try SQLiteImportedFiles(path: database.path).contains(name: "strong.csv", size: 10, modifiedNanoseconds: 5))
        #expect(try migrated.imports(limit: 10).isEmpty)
        #expect(try migrated.beginImport(file: "x.csv", format: "hevy", at: Self.start) == 1)
    }
}
