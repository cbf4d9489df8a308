import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

func exportWriter<Format: WorkoutExportFormat>(_ format: Format) -> ExportWriterUseCase<Format> {
    var options = ReportOptions(directory: "health")
    options.timeZone = .utc
    return ExportWriterUseCase(format: format, options: options)
}

/// A finished workout with two bench sets and a warm-up, `days` after `TrainingHarness.start`.
@discardableResult
func insertWorkout(_ harness: TrainingHarness, days: Double, name: String = "Push") throws -> WorkoutID {
    let start = TrainingHarness.start + days * 86_400
    return try harness.repository.insert(Workout(name: name, start: start, end: start + 3_300, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", kind: .warmUp, weightKilograms: 40, reps: 10),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 100, reps: 5, rpe: 8),
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 102.5, reps: 3),
    ]))
}

/// The `report-ready` of a Strong CSV health export of the workouts `range` names (e.g.
/// `000001-000002`) in the harness's `health` directory.
private func strongCSVReady(_ range: String, _ harness: TrainingHarness) -> ReportReady {
    let path = harness.output.appendingPathComponent("health/workouts-\(range)/strong.csv").path
    return ReportReady(report: "health-export", format: "strong-csv", paths: [path])
}

@Test("since=last-run writes only workouts new since the last run, then nothing until there are more")
func exportIsIncremental() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400 // exports run after the workouts they write
    try insertWorkout(harness, days: 0)
    try insertWorkout(harness, days: 1)
    var store = harness.testStore([exportWriter(StrongCSVExport())])
    await store.send(HealthExportDue(since: "last-run"))
    await store.receive(strongCSVReady("000001-000002", harness))
    #expect(try harness.repository.workoutsWritten(by: "export-strong-csv") == [1, 2])

    await store.send(HealthExportDue())

    try insertWorkout(harness, days: 2)
    await store.send(HealthExportDue())
    await store.receive(strongCSVReady("000003-000003", harness))
    store.finish()
    #expect(try harness.repository.workoutsWritten(by: "export-strong-csv") == [1, 2, 3])
    #expect(try harness.repository.workoutsWritten(by: "export-fhir") == [])
}

@Test("since=all and since=DATE export again without recording what they wrote")
func exportAllAndSinceDate() async throws {
    let harness = try TrainingHarness()
    harness.now = TrainingHarness.start + 7 * 86_400
    try insertWorkout(harness, days: 0)
    try insertWorkout(harness, days: 3)
    var store = harness.testStore([exportWriter(StrongCSVExport())])
    await store.send(HealthExportDue(since: "all"))
    await store.receive(strongCSVReady("000001-000002", harness))
    await store.send(HealthExportDue(since: "2025-09-17"))
    await store.receive(strongCSVReady("000002-000002", harness))
    store.finish()
    #expect(try harness.repository.workoutsWritten(by: "export-strong-csv") == [])
}

@Test("A bad since, an escaping directory or an empty one is refused and changes nothing", arguments: [
    HealthExportDue(since: "yesterday"), HealthExportDue(since: "all", directory: "../elsewhere"),
    HealthExportDue(since: "last-run", directory: "/tmp"), HealthExportDue(since: "all", directory: ""),
])
func exportRefusesBadRequests(request: HealthExportDue) async throws {
    let harness = try TrainingHarness()
    try insertWorkout(harness, days: 0)
    var store = harness.testStore([exportWriter(FHIRBundleExport())])
    #expect(await store.sendExpectingFailure(request) is ReportError)
    #expect(try harness.repository.workoutsWritten(by: "export-fhir") == [])
    #expect(!FileManager.default.fileExists(atPath: harness.output.path))
}

@Test("A failed write records nothing as written, so the next run writes the same workouts")
func failedExportKeepsWatermark() async throws {
    let harness = try TrainingHarness()
    try insertWorkout(harness, days: 0)
    try FileManager.default.createDirectory(at: harness.directory, withIntermediateDirectories: true)
    try Data().write(to: harness.output) // a file where the output directory should be
    var store = harness.testStore([exportWriter(AppleHealthExport())])
    #expect(await store.sendExpectingFailure(HealthExportDue()) is ReportError)
    #expect(try harness.repository.workoutsWritten(by: "export-apple-health") == [])
}

@Test("Exports are byte-identical for the same workouts")
func exportsAreDeterministic() async throws {
    let harness = try TrainingHarness()
    try insertWorkout(harness, days: 0)
    for format in [AnyFormat(FHIRBundleExport()), AnyFormat(AppleHealthExport()), AnyFormat(StrongCSVExport())] {
        let workouts = try harness.repository.exportableWorkouts(notWrittenBy: nil, startedFrom: nil)
        let dates = ZonedDateText(timeZone: .utc)
        #expect(try format.render(workouts, "b", dates) == format.render(workouts, "b", dates))
    }
}

/// Any export format, for looping over all of them.
struct AnyFormat {
    let render: ([Workout], String, ZonedDateText) throws -> Data
    init<Format: SingleFileExportFormat>(_ format: Format) { render = format.render }
}

@Test("A workout still in progress holds no other back: the finished one is written, the open one once it is finished")
func openWorkoutFollowsWhenFinished() async throws {
    let harness = try TrainingHarness()
    let open = try harness.repository.insert(Workout(name: "Open", start: harness.now - 7_200, sets: [
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
    ]))
    let finished = try insertWorkout(harness, days: -1)
    var store = harness.testStore([exportWriter(StrongCSVExport())])
    for since in ["all", "last-run"] {
        await store.send(HealthExportDue(since: since))
        await store.receive(strongCSVReady("000002-000002", harness))
    }
    #expect(try harness.repository.workoutsWritten(by: "export-strong-csv") == [finished])
    await store.send(HealthExportDue())

    try harness.repository.finish(workout: open, at: harness.now)
    await store.send(HealthExportDue())
    let ready = strongCSVReady("000001-000001", harness)
    await store.receive(ready)
    store.finish()
    let path = try #require(ready.paths.first)
    let lines = try String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.last?.contains(#","Open","#) == true)
    #expect(!lines.contains { $0.contains(#""Push""#) })
    #expect(try harness.repository.workoutsWritten(by: "export-strong-csv") == [open, finished])
}
