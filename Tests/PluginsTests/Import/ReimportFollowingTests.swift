import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
@testable import WorkoutsSQLite

/// A Strong classic export of `rows` (`date,name,exercise,order,weight,reps`).
private func strongCSV(_ rows: [String]) -> String {
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        + rows.map { row in
            let fields = row.split(separator: ",", omittingEmptySubsequences: false)
            return "\(fields[0]),\(fields[1]),30m,\(fields[2...5].joined(separator: ",")),0,0,,,\n"
        }.joined()
}

private let squat = "Squat (Barbell)"
private let bench = "Bench Press (Barbell)"
private let deadlift = "Deadlift (Barbell)"

/// The export as the app first wrote it.
private let original = strongCSV([
    "2025-09-10 07:00:00,A,\(squat),1,100,5", "2025-09-10 07:00:00,A,\(squat),2,100,5",
    "2025-09-10 07:00:00,A,\(squat),3,100,5", "2025-09-10 07:00:00,A,\(bench),1,80,5",
    "2025-09-12 07:00:00,B,\(deadlift),1,140,5",
    "2025-09-14 07:00:00,C,\(squat),1,105,5",
])

/// The next export, after corrections in the app: in A the second squat set is 102.5 kg and
/// the third is gone, and a bench set was added; B's deadlift is 150 kg; C is as it was; D is new.
private let corrected = strongCSV([
    "2025-09-10 07:00:00,A,\(squat),1,100,5", "2025-09-10 07:00:00,A,\(squat),2,102.5,5",
    "2025-09-10 07:00:00,A,\(bench),1,80,5", "2025-09-10 07:00:00,A,\(bench),2,80,4",
    "2025-09-12 07:00:00,B,\(deadlift),1,150,5",
    "2025-09-14 07:00:00,C,\(squat),1,105,5",
    "2025-09-15 07:00:00,D,\(squat),1,110,3",
])

/// Everything the records, trends and summaries are made of, for comparing two databases.
private func readings(_ repository: SQLiteWorkoutRepository) throws -> [String] {
    let all = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9)
    var lines: [String] = []
    for exercise in try repository.exercisesWithSets() {
        let records = try #require(try repository.records(of: exercise))
        lines += records.current.map { "\(exercise) now \($0.kind) \($0.value) \(String(describing: $0.weight)) \($0.date)" }
        lines += records.history.map { "\(exercise) then \($0.kind) \($0.value) \(String(describing: $0.weight)) \($0.date)" }
        lines += try repository.datedSets(of: exercise, startedIn: all).map { "\(exercise) trend \($0)" }
    }
    lines += try repository.exerciseTotals(startedIn: all, rules: VolumeRules()).map { "total \($0)" }
    lines += try repository.workoutExerciseTotals(startedIn: all, rules: VolumeRules()).map { "workout total \($0)" }
    // Set ids differ (an id is never given twice), so records are compared by what they hold.
    lines += try repository.records(setIn: all).map {
        "record \($0.exercise) \($0.record.kind) \($0.record.value) \(String(describing: $0.record.previous)) \($0.record.date)"
    }
    return lines
}

/// Every stored set, by workout, as a line.
private func storedSets(_ repository: SQLiteWorkoutRepository) throws -> [String] {
    try repository.workouts(limit: 1_000).reversed().flatMap { workout in
        try #require(try repository.storedSets(ofWorkout: workout.id)).map {
            "\(workout.name) \($0.set.exercise) \($0.set.kind) \(String(describing: $0.set.weightKilograms))×\($0.set.reps)"
        }
    }
}

@Suite("Re-imports follow the app's export: corrections change the sets stored from it")
struct ReimportFollowingTests {
    @Test("A corrected export changes, adds and removes sets to match it, and says so")
    func correctedExportIsFollowed() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        let first = ImportReply.imported(workouts: 3, sets: 6)
        await store.send(ImportFile(csv: original), reply: first)
        await store.receive(ImportFinished(source: "the streamed export", reply: first))
        await store.receive(TrainingChanged(cause: "import"))
        let second = ImportReply.imported(
            id: 2, workouts: 4, sets: 7, workoutsAdded: 1, setsAdded: 2, setsAlreadyPresent: 3,
            workoutsUpdated: 2, setsUpdated: 2, setsRemoved: 1)
        await store.send(ImportFile(csv: corrected), reply: second)
        await store.receive(ImportFinished(source: "the streamed export", reply: second))
        await store.receive(TrainingChanged(cause: "import"))
        store.finish()
        #expect(try storedSets(harness.repository) == [
            "A \(squat) normal Optional(100.0)×5", "A \(squat) normal Optional(102.5)×5",
            "A \(bench) normal Optional(80.0)×5", "A \(bench) normal Optional(80.0)×4",
            "B \(deadlift) normal Optional(150.0)×5", "C \(squat) normal Optional(105.0)×5",
            "D \(squat) normal Optional(110.0)×3",
        ])
    }

    @Test("Records, trends and summaries after following a corrected export equal a fresh database's that imported it")
    func followedEqualsFreshImport() async throws {
        let followed = try TrainingHarness()
        _ = try await followed.handle(followed.importer(), ImportFile(csv: original))
        _ = try await followed.handle(followed.importer(), ImportFile(csv: corrected))
        let fresh = try TrainingHarness()
        _ = try await fresh.handle(fresh.importer(), ImportFile(csv: corrected))
        let expected = try readings(fresh.repository)
        #expect(expected.contains { $0.hasPrefix("\(deadlift) now") && $0.contains("150") })
        let got = try readings(followed.repository)
        #expect(got == expected, "\(got.filter { !expected.contains($0) }) instead of \(expected.filter { !got.contains($0) })")
        #expect(try storedSets(followed.repository) == storedSets(fresh.repository))
    }

    @Test("A re-import with units=lb corrects every weight a Strong classic file was first read with in kg")
    func otherUnitsCorrectWeights() async throws {
        let harness = try TrainingHarness()
        _ = try await harness.handle(harness.importer(), ImportFile(csv: original))
        let reply = try #require(try await harness.handle(harness.importer(), ImportFile(csv: original, units: "lb")).reply
            as? ImportReply)
        #expect(reply.setsUpdated == 6 && reply.workoutsUpdated == 3 && reply.setsAdded == 0 && reply.setsRemoved == 0)
        let all = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9)
        #expect(try harness.repository.sets(startedIn: all).compactMap(\.weightKilograms).map { ($0 / 0.45359237 * 100).rounded() / 100 }
            .sorted() == [80, 100, 100, 100, 105, 140])
    }

    @Test("A workout the file no longer has is listed as missing from it and kept")
    func missingWorkoutIsListedAndKept() async throws {
        let harness = try TrainingHarness()
        _ = try await harness.handle(harness.importer(), ImportFile(csv: original))
        let without = strongCSV([
            "2025-09-10 07:00:00,A,\(squat),1,100,5", "2025-09-10 07:00:00,A,\(squat),2,100,5",
            "2025-09-10 07:00:00,A,\(squat),3,100,5", "2025-09-10 07:00:00,A,\(bench),1,80,5",
            "2025-09-14 07:00:00,C,\(squat),1,105,5",
        ])
        let reply = try #require(try await harness.handle(harness.importer(), ImportFile(csv: without)).reply as? ImportReply)
        let b = try #require(try harness.repository.workouts(limit: 10).first { $0.name == "B" })
        #expect(reply.missingFromFile == [MissingWorkout(id: b.id, name: "B", start: b.start)])
        #expect(reply.missingFromFileCount == 1 && reply.setsRemoved == 0 && reply.workoutsUpdated == 0)
        #expect(try harness.repository.storedSets(ofWorkout: b.id)?.count == 1)
    }

    @Test("A workout logged in liftd, or imported from another app, is never changed by an import")
    func loggedAndOtherAppsWorkoutsLeftAlone() async throws {
        let harness = try TrainingHarness()
        // Logged in liftd, a fraction of a second after the time the file gives.
        let start = try #require(ISO8601DateFormatter().date(from: "2025-09-10T07:00:00Z")) + 0.4
        let logged = try harness.repository.insert(Workout(name: "A", start: start, end: start + 1_800, sets: [
            WorkoutSet(exercise: squat, weightKilograms: 90, reps: 5),
        ]))
        let hevy = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "B","12 Sep 2025, 07:00","12 Sep 2025, 07:30","","\(deadlift)",,"",0,"normal",130,5,,,

            """
        _ = try await harness.handle(harness.importer(), ImportFile(csv: hevy))
        let before = try storedSets(harness.repository)
        let reply = try #require(try await harness.handle(harness.importer(), ImportFile(csv: original)).reply as? ImportReply)
        #expect(reply.workoutsLeftAlone == 2 && reply.workoutsAdded == 1 && reply.setsAdded == 1)
        #expect(reply.setsUpdated == 0 && reply.setsRemoved == 0 && reply.missingFromFile == [])
        #expect(try storedSets(harness.repository) == before + ["C \(squat) normal Optional(105.0)×5"])
        #expect(try harness.repository.storedSets(ofWorkout: logged)?.map(\.set.weightKilograms) == [90])
    }

    @Test("Importing liftd's own strong.csv export adds nothing and changes nothing, whatever units the import assumes",
          arguments: [WeightUnit.kilograms, .pounds])
    func ownExportChangesNothing(assumed: WeightUnit) async throws {
        let harness = try TrainingHarness()
        let start = try #require(ISO8601DateFormatter().date(from: "2025-09-11T18:30:00Z")) + 0.73
        _ = try harness.repository.insert(Workout(name: "Evening", start: start, end: start + 2_400, sets: [
            WorkoutSet(exercise: bench, weightKilograms: 82.5, reps: 5, rpe: 8),
            WorkoutSet(exercise: bench, kind: .warmUp, weightKilograms: 40, reps: 10),
        ]))
        let hevy = """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Pull","13 Sep 2025, 07:00","13 Sep 2025, 07:30","","\(deadlift)",,"",0,"normal",130,5,,,

            """
        _ = try await harness.handle(harness.importer(), ImportFile(csv: hevy))
        _ = try await harness.handle(harness.importer(), ImportFile(csv: original))
        _ = try await harness.handle(exportWriter(StrongCSVExport()), HealthExportDue(since: "all"))
        let written = try #require(FileManager.default.enumerator(atPath: harness.output.path)?
            .compactMap { $0 as? String }.first { $0.hasSuffix("strong.csv") })
        let export = try String(contentsOf: harness.output.appendingPathComponent(written), encoding: .utf8)
        #expect(export.contains("Evening") && export.contains("Pull"))
        let before = try storedSets(harness.repository)
        let records = try readings(harness.repository)
        var importer = harness.importer()
        importer = ImportFileUseCase(options: { var options = importer.options; options.units = assumed; return options }())
        let reply = try #require(try await harness.handle(importer, ImportFile(csv: export)).reply as? ImportReply)
        #expect(reply.assumedUnits == nil, "the export names its units")
        #expect(reply.workoutsInFile == 5 && reply.workoutsAdded == 0 && reply.setsAdded == 0)
        #expect(reply.setsUpdated == 0 && reply.setsRemoved == 0 && reply.workoutsUpdated == 0)
        #expect(reply.workoutsLeftAlone == 2 && reply.missingFromFile == [])
        #expect(try storedSets(harness.repository) == before)
        #expect(try readings(harness.repository) == records)
    }

    @Test("After merge-exercises or rename-exercise, the app's next export keeps the sets where they were moved")
    func movedNamesStayMoved() async throws {
        let harness = try TrainingHarness()
        let export = strongCSV([
            "2025-09-10 07:00:00,A,Benchpresss,1,80,5", "2025-09-10 07:00:00,A,Benchpresss,2,80,5",
            "2025-09-10 07:00:00,A,Squats,1,100,5",
        ])
        _ = try await harness.handle(harness.importer(), ImportFile(csv: export))
        _ = try harness.repository.moveExercise("Benchpresss", to: bench, merging: true)
        _ = try harness.repository.moveExercise("Squats", to: "Front Squats", merging: false)
        let before = try storedSets(harness.repository)
        let reply = try #require(try await harness.handle(harness.importer(), ImportFile(csv: export)).reply as? ImportReply)
        #expect(reply.setsAdded == 0 && reply.setsRemoved == 0 && reply.setsUpdated == 0 && reply.setsAlreadyPresent == 3)
        #expect(reply.newExercises == [])
        #expect(try storedSets(harness.repository) == before)
        #expect(try harness.repository.exercisesWithSets() == [bench, "Front Squats"])
    }
}
