import Foundation
import SampleExports
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// A Hevy export with one pull session in 2025-W10: three working sets of assisted pull-ups
/// with 10 kg of assistance (the real sample's 8 Mar 2025 session) and a warm-up.
private let assistedPullUps = """
    "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
    "Pull","8 Mar 2025, 11:10","8 Mar 2025, 12:16","","Pull Up (Assisted)",,"",0,"warmup",30,5,,0,6
    "Pull","8 Mar 2025, 11:10","8 Mar 2025, 12:16","","Pull Up (Assisted)",,"",1,"normal",10,10,,0,8
    "Pull","8 Mar 2025, 11:10","8 Mar 2025, 12:16","","Pull Up (Assisted)",,"",2,"normal",10,10,,0,9
    "Pull","8 Mar 2025, 11:10","8 Mar 2025, 12:16","","Pull Up (Assisted)",,"",3,"failure",10,10,,0,10

    """

private func volume(_ store: Store<LiftdState>, week: String) async throws -> VolumeUseCase.Reply {
    let outcome = await store.send(Volume(week: week))
    #expect(outcome.succeeded, "\(outcome.errors)")
    return try #require(outcome.reply as? VolumeUseCase.Reply)
}

/// A bodyweight of `kilograms` logged with `log-bodyweight`, measured at `date`.
private func logged(_ kilograms: Double, at date: Date) -> BodyweightEntry {
    BodyweightEntry(measuredAt: date, kilograms: kilograms, source: "log-bodyweight")
}

@Test("log-bodyweight stores a checked bodyweight in kg or lb and bodyweight lists the history, newest first")
func logAndListBodyweights() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([LogBodyweightUseCase(), ListBodyweightsUseCase()])
    let first = logged(176 * WeightUnit.kilogramsPerPound, at: Date(timeIntervalSince1970: 1_740_808_800))
    await store.send(LogBodyweight(weight: 176, units: "lb", at: "2025-03-01T07:00:00+01:00"),
                     reply: LogBodyweightUseCase.Logged(bodyweight: first, replaced: false))
    await store.send(LogBodyweight(weight: 81), reply: LogBodyweightUseCase.Logged(bodyweight: logged(81, at: harness.now), replaced: false))
    let latest = logged(82, at: harness.now)
    await store.send(LogBodyweight(weight: 82), reply: LogBodyweightUseCase.Logged(bodyweight: latest, replaced: true))
    await store.send(ListBodyweights(), reply: ListBodyweightsUseCase.Listing(bodyweights: [latest, first]))
    store.finish()
}

@Test("log-bodyweight keeps the whole second: one logged in the same second, whatever its fraction, replaces it")
func bodyweightKeptToTheSecond() async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([LogBodyweightUseCase(), ListBodyweightsUseCase()])
    let second = Date(timeIntervalSince1970: 1_740_812_400)
    await store.send(LogBodyweight(weight: 80, at: "2025-03-01T07:00:00.5Z"),
                     reply: LogBodyweightUseCase.Logged(bodyweight: logged(80, at: second), replaced: false))
    await store.send(LogBodyweight(weight: 81, at: "2025-03-01T07:00:00.999Z"),
                     reply: LogBodyweightUseCase.Logged(bodyweight: logged(81, at: second), replaced: true))
    await store.send(ListBodyweights(), reply: ListBodyweightsUseCase.Listing(bodyweights: [logged(81, at: second)]))
    store.finish()
}

@Test("log-bodyweight refuses a weight out of range, an unknown unit or a bad time, naming the field", arguments: [
    (LogBodyweight(weight: 5), "weight"), (LogBodyweight(weight: 1_000, units: "lb"), "weight"),
    (LogBodyweight(weight: 80, units: "stone"), "units"), (LogBodyweight(weight: 80, at: "yesterday"), "at"),
    (LogBodyweight(weight: 80, at: "2999-01-01T00:00:00Z"), "at"), (LogBodyweight(weight: .nan), "weight"),
])
func badBodyweightIsRefused(signal: LogBodyweight, field: String) async throws {
    let harness = try TrainingHarness()
    var store = harness.testStore([LogBodyweightUseCase()])
    let error = await store.sendExpectingFailure(signal)
    #expect((error as? TrainingError)?.field == field, "\(String(describing: error))")
    #expect((error as? TrainingError)?.code == "invalid-field")
    #expect(try harness.repository.bodyweights(in: Date.distantPast..<Date.distantFuture, limit: 10).isEmpty)
}

@Test("Assisted pull-ups count (bodyweight − assistance) × reps with a bodyweight, none without and the reply says why")
func assistedVolumeFollowsTheBodyweight() async throws {
    let harness = try TrainingHarness()
    harness.now = Date(timeIntervalSince1970: 1_745_000_000)
    let store = try harness.store(options: #"{"time-zone": "UTC"}"#)
    let imported = await store.send(ImportFile(csv: assistedPullUps))
    #expect(imported.succeeded, "\(imported.errors)")

    let without = try await volume(store, week: "2025-W10")
    #expect(without.exercises.map(\.volumeKilograms) == [0])
    #expect(without.exercises.map(\.setsWithoutBodyweight) == [3])
    #expect(without.volumeNotes == [
        "3 sets of Pull Up (Assisted) count no volume: no bodyweight known before them "
            + "(log-bodyweight or an Apple Health import adds one)",
    ])

    let logged = await store.send(LogBodyweight(weight: 80, at: "2025-03-01T07:00:00Z"))
    #expect(logged.succeeded, "\(logged.errors)")
    let with = try await volume(store, week: "2025-W10")
    #expect(with.exercises.map(\.volumeKilograms) == [(80 - 10) * 30])
    #expect(with.volumeNotes.isEmpty)
    #expect(with.muscleGroups.first { $0.muscleGroup == .lats }?.volumeKilograms == 2_100)
}

@Test("A config load override and bodyweight-volume change what volume counts")
func loadOverrideAndBodyweightVolume() async throws {
    let harness = try TrainingHarness()
    harness.now = Date(timeIntervalSince1970: 1_745_000_000)
    harness.catalog = ExerciseCatalog.builtIn.overriding([
        Exercise(name: "Pull Up (Assisted)", primaryMuscles: [.lats], load: .external),
    ])
    let store = try harness.store(options: #"{"time-zone": "UTC", "bodyweight-volume": true}"#)
    let plainPullUps = #"""
        "Pull","8 Mar 2025, 11:10","8 Mar 2025, 12:16","","Pull Up",,"",4,"normal",,10,,0,9

        """#
    #expect(await store.send(ImportFile(csv: assistedPullUps + plainPullUps)).succeeded)
    #expect(await store.send(LogBodyweight(weight: 80, at: "2025-03-01T07:00:00Z")).succeeded)
    // The override counts the assistance as lifted again; bodyweight-volume counts the plain set's bodyweight.
    #expect(try await volume(store, week: "2025-W10").exercises.map(\.volumeKilograms) == [800, 300])
}

@Test("import reads the bodyweights of an Apple Health export.xml and a second import stores nothing new")
func appleHealthImportIsIdempotent() async throws {
    let harness = try TrainingHarness()
    harness.now = Date(timeIntervalSince1970: 1_745_000_000)
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <Record type="HKQuantityTypeIdentifierBodyMassIndex" unit="count" startDate="2025-03-01 07:00:00 +0000" value="24"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2025-03-01 07:00:00 +0000" value="80"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="lb" startDate="2025-03-05 07:00:00 +0000" value="180"/>
         <Record type="HKQuantityTypeIdentifierBodyMass" unit="st" startDate="2025-03-06 07:00:00 +0000" value="12"/>
        </HealthData>
        """
    try Data(xml.utf8).write(to: try harness.importsFolder().appendingPathComponent("export.xml"))
    var store = harness.testStore([harness.importer()])
    let skipped = [SkippedRow(line: 6, reason: "unit 'st' is not kg or lb")]
    await store.send(.importFile(path: "export.xml"), reply: HealthImportReply(
        import: 1, bodyMassRecords: 3, bodyweightsAdded: 2, bodyweightsAlreadyPresent: 0, skippedCount: 1, skipped: skipped))
    await store.send(.importFile(path: "export.xml"), reply: HealthImportReply(
        import: 2, bodyMassRecords: 3, bodyweightsAdded: 0, bodyweightsAlreadyPresent: 2, skippedCount: 1, skipped: skipped))
    store.finish()
    #expect(try harness.repository.bodyweights(in: Date.distantPast..<Date.distantFuture, limit: 10).count == 2)
}

@Test("Real sample: the Hevy sample's assisted pull-ups no longer count the assistance as lifted (2025-W10)", .realSampleTier)
func realSampleAssistedPullUps() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 60 * 86_400
    try SampleData.contents(SampleData.hevy).write(to: try harness.importsFolder().appendingPathComponent("hevy.csv"))
    let options = #"{"time-zone": "UTC", "import-directory": "\#(try harness.importsFolder().path)"}"#
    let store = try harness.store(options: options)
    #expect(await store.send(ImportFile(path: "hevy.csv")).succeeded)
    let pullUps = { (reply: VolumeUseCase.Reply) in reply.exercises.first { $0.exercise == "Pull Up (Assisted)" } }

    let without = try #require(pullUps(try await volume(store, week: "2025-W10")))
    #expect(without.sets == 3)
    #expect(without.volumeKilograms == 0) // was 300: 3 × 10 reps "at" the 10 kg of assistance
    #expect(without.setsWithoutBodyweight == 3)

    #expect(await store.send(LogBodyweight(weight: 80, at: "2025-01-01T00:00:00Z")).succeeded)
    let with = try #require(pullUps(try await volume(store, week: "2025-W10")))
    #expect(with.volumeKilograms == 2_100)
    #expect(with.setsWithoutBodyweight == 0)
}
