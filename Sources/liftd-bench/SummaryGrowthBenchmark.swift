import Foundation
import Plugins
import SignalStore
import Workouts
import WorkoutsSQLite
import ZoneInfo

/// Times one week's summary (`weekly-volume`, trends and averages included) over two
/// histories with the same sets per week, the long one `long / short` times longer, and
/// prints `summary-growth: long/short=<ratio>`: 1 when the cost follows the week, not the
/// history (goal: at most 1.5).
func runSummaryGrowth(short: Int, long: Int, rounds: Int) async throws {
    var times: [Double] = []
    for sets in [short, long] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-growth-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let repository = try SQLiteWorkoutRepository(path: directory.appendingPathComponent("liftd.sqlite").path)
        _ = try repository.importWorkouts(TrainingHistoryGenerator(sets: sets, fixedInterval: true).workouts())
        let week = TrainingHistoryGenerator.lastWeek(ofFixedHistoryWith: sets, WeekCalendar(timeZone: .utc))
        let time = try await medianNanoseconds(rounds: rounds, count: 1) {
            _ = try await weeklySummary(of: week, from: repository)
        }
        print("summary of \(week) over \(sets) sets: \(format(time / 1e6, digits: 2)) ms")
        times.append(time)
    }
    print("summary-growth: long/short=\(format(times[1] / times[0], digits: 2))")
}

/// `week`'s summary over `repository` as `weekly-volume` computes it (in GMT, with the
/// built-in catalog): what the summary benchmarks time.
func weeklySummary(of week: WeekIdentifier, from repository: SQLiteWorkoutRepository) async throws -> WeeklySummary? {
    var options = WeeklyVolumeOptions()
    options.timeZone = .utc
    var dependencies = DependencyValues()
    dependencies.trainingSummaryReader = repository
    dependencies.exerciseCatalog = .builtIn
    return try await DependencyValues.$current.withValue(dependencies) {
        try await WeeklyVolumeUseCase(options: options).handle(WeeklyReportDue(week: week.description), state: LiftdState())
    }.state?.weeklySummary
}
