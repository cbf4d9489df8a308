import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// One decoded FIT file as `fit_oracle.py` prints it.
private struct DecodedActivity: Decodable {
    struct DecodedSet: Decodable {
        let type: String
        let reps: Int?
        let weight: Double?
        let duration: Double
        let start: String
        let category: String?
        let name: String?
    }

    let file: String
    let serial: Int
    let timeCreated: String
    let start: String
    let elapsed: Double
    let sets: [DecodedSet]

    enum CodingKeys: String, CodingKey {
        case file, serial, start, elapsed, sets
        case timeCreated = "time_created"
    }
}

/// The `report-ready` of an `export-fit` batch of workouts 1 to `count`, written under
/// `directory` of the harness's output: one file per workout.
private func fitReady(_ count: Int, _ harness: TrainingHarness, directory: String = "health") -> ReportReady {
    let batch = harness.output.appendingPathComponent("\(directory)/workouts-000001-" + String(format: "%06d", count)).path
    let paths = (1...Int64(count)).map { batch + "/" + FITActivityExport.fileName(for: $0) }
    return ReportReady(report: "health-export", format: FITActivityExport.formatName, paths: paths)
}

/// The files `export-fit` writes for `since` over the harness's `count` workouts (numbered
/// from 1), decoded by both Python decoders.
private func exportAndDecode(_ harness: TrainingHarness, count: Int, since: String = "all") async throws -> [DecodedActivity] {
    var store = harness.testStore([exportWriter(FITActivityExport())])
    let ready = fitReady(count, harness)
    await store.send(HealthExportDue(since: since))
    await store.receive(ready)
    store.finish()
    let output = try await OracleProcess.run("fit_oracle.py", ready.paths)
    return try output.split(separator: "\n").map { try JSONDecoder().decode(DecodedActivity.self, from: Data($0.utf8)) }
}

/// Checks the decoded sets against the stored workout: one active set per stored set, in
/// order, with its reps, its weight within 1/32 kg and its catalog exercise; rests between.
private func expectMatches(_ decoded: DecodedActivity, _ stored: Workout) throws {
    let active = decoded.sets.filter { $0.type == "active" }
    #expect(active.count == stored.sets.count)
    for (set, original) in zip(active, stored.sets) {
        #expect(set.reps == (original.reps > 0 ? original.reps : nil), "\(original.exercise)")
        if let weight = original.weightKilograms {
            #expect(abs((set.weight ?? -1) - weight) <= 1.0 / 32, "\(original.exercise): \(String(describing: set.weight)) for \(weight)")
        } else {
            #expect(set.weight == nil)
        }
        #expect(set.category == FITExercise.named(original.exercise).category.profileName, "\(original.exercise)")
    }
    #expect(decoded.sets.filter { $0.type == "rest" }.allSatisfy { $0.reps == nil && $0.weight == nil && $0.category == nil })
    let end = try #require(stored.end)
    #expect(abs(decoded.elapsed - end.timeIntervalSince(stored.start)) < 0.001)
    #expect(abs(decoded.sets.map(\.duration).reduce(0, +) - decoded.elapsed) < 0.001)
    #expect(decoded.serial == Int(try #require(stored.id)))
}

@Test("export-fit writes one FIT activity per workout that garmin-fit-sdk and fitdecode decode to the stored sets, reps and weights")
func fitFilesMatchDatabase() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400
    let start = TrainingHarness.start
    _ = try harness.repository.insert(Workout(name: "Logged live", start: start, end: start + 1_500, sets: [
        WorkoutSet(exercise: "Squat (Barbell)", kind: .warmUp, weightKilograms: 60, reps: 8, performedAt: start + 240),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 142.5, reps: 5, rpe: 8, performedAt: start + 480),
        WorkoutSet(exercise: "Pull Up", weightKilograms: nil, reps: 12, performedAt: start + 700),
        WorkoutSet(exercise: "Plank", weightKilograms: nil, reps: 0, durationSeconds: 60, performedAt: start + 900),
        WorkoutSet(exercise: "Grandma's Secret Lift", weightKilograms: 33.3, reps: 7, performedAt: start + 1_200),
    ]))
    try insertWorkout(harness, days: 1) // imported: no set times
    let decoded = try await exportAndDecode(harness, count: 2)
    let stored = try harness.repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
    #expect(decoded.count == 2 && stored.count == 2)
    for (file, workout) in zip(decoded, stored) {
        #expect(file.file.hasSuffix(FITActivityExport.fileName(for: try #require(workout.id))))
        try expectMatches(file, workout)
    }
    let live = try #require(decoded.first)
    #expect(live.timeCreated == "2025-09-16T05:45:00Z" && live.start == "2025-09-16T05:20:00Z")
    #expect(live.sets.first?.type == "rest" && live.sets.first?.duration == 208) // 240 s logged − 8 reps × 4 s
    #expect(live.sets.last?.type == "rest" && live.sets.last { $0.type == "active" }?.category == "unknown")
    #expect(live.sets.first { $0.type == "active" }.map { [$0.category, $0.name] } == ["squat", "barbell_back_squat"])
}

@Test("Every catalog exercise is written with an exercise category and name the FIT SDK's profile knows")
func everyCatalogExerciseDecodes() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400
    let exercises = ExerciseCatalog.builtIn.exercises
    let sets = exercises.map { WorkoutSet(exercise: $0.name, weightKilograms: 20.25, reps: 10) }
    _ = try harness.repository.insert(Workout(name: "Everything", start: TrainingHarness.start, end: TrainingHarness.start + 43_200, sets: sets))
    let decoded = try #require(try await exportAndDecode(harness, count: 1).first)
    let active = decoded.sets.filter { $0.type == "active" }
    #expect(active.count == exercises.count)
    for (set, exercise) in zip(active, exercises) {
        let mapped = FITExercise.named(exercise.name)
        #expect(set.category == mapped.category.profileName && set.category != "unknown", "\(exercise.name)")
        #expect((set.name == nil) == (mapped.name == nil), "\(exercise.name)")
    }
    let stored = try #require(try harness.repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil).first)
    try expectMatches(decoded, stored)
}

@Test("export-fit is incremental, and the same workout exported again gives the same bytes")
func fitExportIsIncrementalAndDeterministic() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400
    try insertWorkout(harness, days: 0)
    try insertWorkout(harness, days: 1)
    var store = harness.testStore([exportWriter(FITActivityExport())])
    let ready = fitReady(2, harness)
    #expect(ready.paths.map { URL(fileURLWithPath: $0).lastPathComponent } == ["workout-000001.fit", "workout-000002.fit"])
    #expect(ready.paths.allSatisfy { $0.contains("/health/workouts-000001-000002/") })
    await store.send(HealthExportDue(since: "last-run"))
    await store.receive(ready)
    #expect(try harness.repository.workoutsWritten(by: "export-fit") == [1, 2])
    let bytes = try ready.paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    await store.send(HealthExportDue())

    let again = fitReady(2, harness, directory: "again")
    await store.send(HealthExportDue(since: "all", directory: "again"))
    await store.receive(again)
    store.finish()
    #expect(try again.paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes)
}
