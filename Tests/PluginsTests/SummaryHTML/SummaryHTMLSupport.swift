import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// A store of the weekly report with the site (`weekly-volume`, `summary-html`) and the
/// units change and the report log, over a harness's real database and output directory, in UTC
/// unless `weeklyVolume` (the options of both) says otherwise; `options` adds the site's own.
/// The harness's clock is moved on to Monday 07:00 after week 38, when the weekly schedule
/// fires, unless it is later already: the site shows the training up to the clock's now.
func siteStore(
    _ harness: TrainingHarness, options: String = "{}", weeklyVolume: String = #"{"time-zone": "UTC"}"#
) throws -> Store<LiftdState> {
    harness.now = max(harness.now, siteDay(7, hours: 7))
    let options = siteOptions(options, weeklyVolume: weeklyVolume)
    func make(_ name: String, _ options: String) throws -> any UseCase<LiftdState> {
        try #require(PluginCatalog.all.first { $0.name == name }).make(options: options)
    }
    let weeklyReport = CompoundUseCase("weekly-report", [
        try make("weekly-volume", weeklyVolume), try make("summary-html", options),
    ])
    return Store(initialState: LiftdState(),
                 useCases: [try make("apply-units-change", "{}"), weeklyReport, try make("report-log", "{}")],
                 dependencies: harness.dependencies)
}

/// The instant `days` days and `hours` hours after Monday 2025-09-15 00:00 UTC (week 38).
func siteDay(_ days: Int, hours: Int = 18) -> Date {
    Date(timeIntervalSince1970: 1_757_894_400 + Double(days * 86_400 + hours * 3_600))
}

/// Stores a finished workout `name` at `start` with `sets` (exercise, kg, reps).
@discardableResult
func storeWorkout(_ harness: TrainingHarness, _ name: String, at start: Date,
                  _ sets: [(String, Double, Int)]) throws -> WorkoutID {
    try harness.repository.insert(Workout(
        name: name, start: start, end: start + 3_600,
        sets: sets.map { WorkoutSet(exercise: $0.0, weightKilograms: $0.1, reps: $0.2) }))
}

/// Ten weeks of push and leg days, ending in week 38: bench and squat get heavier weekly.
func storeTenWeeks(_ harness: TrainingHarness) throws {
    for week in 0..<10 {
        let monday = siteDay(-7 * (9 - week))
        let step = Double(week) * 2.5
        try storeWorkout(harness, "Push", at: monday, [
            ("Bench Press (Barbell)", 80 + step, 5), ("Bench Press (Barbell)", 80 + step, 5),
            ("Bench Press (Barbell)", 80 + step, 5), ("Overhead Press (Barbell)", 45, 8),
        ])
        try storeWorkout(harness, "Legs", at: monday + 2 * 86_400, [
            ("Squat (Barbell)", 100 + step, 5), ("Squat (Barbell)", 100 + step, 5),
        ])
    }
}

/// The options of `summary-html`: `options` with the training options of `weeklyVolume`.
func siteOptions(_ options: String, weeklyVolume: String = #"{"time-zone": "UTC"}"#) -> String {
    let own = options.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
    let training = weeklyVolume.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
    return "{" + [own, training].filter { !$0.isEmpty }.joined(separator: ", ") + "}"
}

/// Sends `weekly-report-due week=<week>` and returns the `report-ready` of the site.
@discardableResult
func publishSite(_ store: Store<LiftdState>, week: String = "2025-W38") async throws -> ReportReady {
    let outcome = await store.send(WeeklyReportDue(week: week))
    #expect(outcome.succeeded, "\(outcome.errors)")
    return try #require(outcome.effects.compactMap { $0 as? ReportReady }.first { $0.format == "html" })
}
