import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins
@testable import WorkoutsSQLite
import ZoneInfo

/// Runs `sql` on the harness's database, as an older liftd without range checks could have
/// stored data.
private func storeUnchecked(_ harness: TrainingHarness, _ sql: String) throws {
    try SQLiteConnection(path: harness.directory.appendingPathComponent("liftd.sqlite").path).execute(sql)
}

/// A finished workout this week with three squats (set ids 1 to 3); the second one's reps
/// are then set to Int.max and the third one's weight to 1e18 kg, as an older version could
/// have stored them.
private func storeBadSets(_ harness: TrainingHarness) throws -> WorkoutID {
    let squat = WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)
    let id = try harness.repository.insert(Workout(
        name: "Legs", start: harness.now - 3_600, end: harness.now, sets: [squat, squat, squat]))
    try storeUnchecked(harness, """
        UPDATE sets SET reps = 9223372036854775807 WHERE workout_id = \(id) AND ordinal = 2;
        UPDATE sets SET weight_kg = 1e18 WHERE workout_id = \(id) AND ordinal = 3;
        """)
    return id
}

private func badSetRecords(_ id: WorkoutID) -> [ExcludedRecord] {
    [
        ExcludedRecord(workout: id, set: 2, exercise: "Squat (Barbell)", reason: "reps must be between 0 and 1000; got 9223372036854775807"),
        ExcludedRecord(workout: id, set: 3, exercise: "Squat (Barbell)", reason: "weight must be between 0 and 1000 kg; got 1e+18 kg"),
    ]
}

@Test("volume over stored sets out of range succeeds, leaving them out and listing them")
func volumeLeavesOutBadRows() async throws {
    let harness = try TrainingHarness()
    let id = try storeBadSets(harness)
    // Only the first squat counts: 5 × 100 kg, credited whole to the quadriceps and by half
    // to the glutes, hamstrings and lower back. 2025-W38 starts Monday 15 September, 00:00 UTC.
    let credits = [
        MuscleGroupVolume(muscleGroup: .glutes, sets: 0.5, reps: 2.5, volumeKilograms: 250),
        MuscleGroupVolume(muscleGroup: .hamstrings, sets: 0.5, reps: 2.5, volumeKilograms: 250),
        MuscleGroupVolume(muscleGroup: .lowerBack, sets: 0.5, reps: 2.5, volumeKilograms: 250),
        MuscleGroupVolume(muscleGroup: .quadriceps, sets: 1, reps: 5, volumeKilograms: 500),
    ]
    let from = week38Start
    var store = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
    await store.send(.volume(week: "2025-W38"), reply: VolumeUseCase.Reply(
        week: "2025-W38", from: from, to: from + 7 * 86_400, timeZone: "UTC", rules: VolumeRules(),
        exercises: [ExerciseVolume(exercise: "Squat (Barbell)", sets: 1, reps: 5, volumeKilograms: 500)],
        muscleGroups: credits, unmapped: [], volumeNotes: [], excluded: badSetRecords(id),
        targets: harness.targets.marks(for: credits)))
    store.finish()
}

@Test("The weekly report over stored sets out of range is written, leaving them out and listing them")
func weeklyReportLeavesOutBadRows() async throws {
    let harness = try TrainingHarness()
    let id = try storeBadSets(harness)
    let useCases: [any UseCase<LiftdState>] = [
        WeeklyVolumeUseCase(options: utcTrainingOptions()),
        SummaryWriterUseCase(format: MarkdownSummary(), options: ReportOptions(directory: "reports")),
        SummaryWriterUseCase(format: JSONSummary(), options: ReportOptions(directory: "reports")),
        SummaryWriterUseCase(format: SVGSummary(), options: ReportOptions(directory: "reports")),
    ]
    let store = Store(initialState: LiftdState(), useCases: [CompoundUseCase("weekly-report", useCases), ReportLogUseCase()],
                      dependencies: harness.dependencies)
    let outcome = await store.send(WeeklyReportDue(week: "2025-W38"))
    #expect(outcome.succeeded, "\(outcome.errors)")
    #expect(await store.state.weeklySummary?.excluded == badSetRecords(id))
    let reports = harness.output.appendingPathComponent("reports")
    let markdown = try String(contentsOf: reports.appendingPathComponent("2025-W38.md"), encoding: .utf8)
    #expect(markdown.contains("- Volume: 500.0 kg"))
    #expect(markdown.contains("""
        ## Left out

        Stored sets with a value outside liftd's ranges, counted nowhere above:

        - workout \(id), set 2 (Squat (Barbell)): reps must be between 0 and 1000; got 9223372036854775807
        - workout \(id), set 3 (Squat (Barbell)): weight must be between 0 and 1000 kg; got 1e+18 kg
        """))
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("2025-W38.json")))
    let excluded = try #require((json as? [String: Any])?["excluded"] as? [[String: Any]])
    #expect(excluded.map { $0["set"] as? Int } == [2, 3])
    #expect(excluded.allSatisfy { $0["workout"] as? Int == Int(id) })
}

@Test("Health exports over a stored workout lasting 1e20 s and sets out of range succeed, leaving them out and listing them")
func exportsLeaveOutBadRows() async throws {
    let harness = try TrainingHarness()
    let sets = try storeBadSets(harness)
    let start = harness.now - 86_400
    let endless = try harness.repository.insert(Workout(name: "Forgotten", start: start, end: start + 3_600, sets: [
        WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 8),
    ]))
    try storeUnchecked(harness, "UPDATE workouts SET ended_at = started_at + 99999999999999999999 WHERE id = \(endless)")
    let expected = badSetRecords(sets)
    for format in [
        AnyExportWriter(FHIRBundleExport()), AnyExportWriter(AppleHealthExport()), AnyExportWriter(StrongCSVExport()),
        AnyExportWriter(FITActivityExport()),
    ] {
        // A direct handle, not a TestStore step: the last excluded record's reason ends with
        // the duration SQLite's float sum gave (started_at + 99999999999999999999, about
        // 1e20 s but not exactly), which the test cannot spell out; it checks the prefix.
        let result = try await harness.handle(format.useCase, HealthExportDue())
        let ready = try #require(result.effects.first as? ReportReady)
        #expect(ready.excluded?.dropLast() == expected[...])
        #expect(ready.excluded?.last?.workout == endless && ready.excluded?.last?.set == nil)
        #expect(ready.excluded?.last?.reason.hasPrefix("workout duration must be between 0 and 86400 s; got 1") == true)
        #expect(ready.paths.first?.hasSuffix("workouts-00000\(sets)-00000\(sets)/\(format.fileName(sets))") == true)
        #expect(try harness.repository.workoutsWritten(by: format.pluginName) == [sets])
    }
    let csv = try String(contentsOf: harness.output.appendingPathComponent(
        "health/workouts-00000\(sets)-00000\(sets)/strong.csv"), encoding: .utf8)
    #expect(csv.split(separator: "\n").count == 2)
}

@Test("Rendering a workout lasting 1e20 s or with 1e18 kg sets does not trap, whichever format")
func renderingHugeValuesDoesNotTrap() throws {
    let start = TrainingHarness.start
    let workout = Workout(id: 1, name: "Huge", start: start, end: start + 1e20, sets: [
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 1e18, reps: .max),
        WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 1e18, reps: .max),
    ])
    let dates = ZonedDateText(timeZone: .utc)
    for format in [AnyFormat(FHIRBundleExport()), AnyFormat(AppleHealthExport()), AnyFormat(StrongCSVExport())] {
        #expect(try !format.render([workout], "b", dates).isEmpty)
    }
    // FIT cannot date an end 1e20 s away, so that workout gets no file; the same sets in an
    // hour are written, their reps and weights beyond FIT's fields left without a value.
    #expect(try FITActivityExport().files(for: [workout], batch: "b", dates: dates).isEmpty)
    var hour = workout
    hour.end = start + 3_600
    #expect(try FITActivityExport().files(for: [hour], batch: "b", dates: dates).count == 1)
}

/// An export writer of any format, for looping over all of them.
private struct AnyExportWriter {
    let useCase: any UseCase<LiftdState>
    let pluginName: String
    let fileName: (WorkoutID) -> String
    init<Format: SingleFileExportFormat>(_ format: Format) {
        useCase = exportWriter(format)
        pluginName = Format.pluginName
        fileName = { _ in Format.fileName }
    }
    init(_ format: FITActivityExport) {
        useCase = exportWriter(format)
        pluginName = FITActivityExport.pluginName
        fileName = FITActivityExport.fileName(for:)
    }
}
