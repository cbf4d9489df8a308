import Foundation
import PluginFileSystem
import Plugins
import SignalStore
import Synchronization
import Workouts
import WorkoutsSQLite
import ZoneInfo

/// Times full builds of the static site (`summary-html`) over a short history (`--short N`
/// sets, about a year) and a long one (`--long N` sets, about ten years), median of
/// `--rounds N`, and in the same run the `sqlite3` tool exporting every set joined with its
/// workout and exercise as CSV to /dev/null. Prints for each where the time goes (the one
/// read of the log, publishing the files, the rest: the week summary, the pages' figures and
/// their HTML), and last `site: full/sqlite3=<r>` for the long history (goal: at most 4).
@Sendable func runSiteBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["short": 27_000, "long": 270_000, "rounds": 3])
    var ratio = 0.0
    for sets in [options["short"], options["long"]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bench = try SiteBench(directory: directory, sets: sets)
        var builds: [(total: Double, publish: Double, summary: Double)] = []
        var reads: [Double] = []
        var exports: [Double] = []
        for _ in 0..<options["rounds"] {
            builds.append(try await bench.timedBuild())
            reads.append(try bench.timedRead())
            exports.append(try bench.timedExport())
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let total = median(builds.map(\.total))
        let publish = median(builds.map(\.publish))
        let summary = median(builds.map(\.summary))
        let read = median(reads)
        let export = median(exports)
        ratio = total / export
        print("site over \(sets) sets (\(bench.files()) files): full build \(format(total * 1e3, digits: 0)) ms = "
            + "read of the log \(format(read * 1e3, digits: 0)) ms + publishing \(format(publish * 1e3, digits: 0)) ms "
            + "+ the index's week summary \(format(summary * 1e3, digits: 0)) ms "
            + "+ figures and HTML \(format((total - read - publish - summary) * 1e3, digits: 0)) ms; "
            + "sqlite3 CSV export \(format(export * 1e3, digits: 0)) ms")
    }
    print("site: full/sqlite3=\(format(ratio, digits: 2))")
}

/// A site publisher that times the publisher it wraps.
private final class TimingPublisher: SitePublishing {
    let wrapped: SiteDirectory
    private let last = Mutex<(seconds: Double, files: Int)>((0, 0))

    init(_ wrapped: SiteDirectory) { self.wrapped = wrapped }

    /// The seconds the last publication took and how many files it had.
    var lastPublication: (seconds: Double, files: Int) { last.withLock { $0 } }

    func publish(_ files: [SiteFile], at directory: String) throws -> String {
        let start = ContinuousClock.now
        let link = try wrapped.publish(files, at: directory)
        let seconds = (ContinuousClock.now - start) / .seconds(1)
        last.withLock { $0 = (seconds, files.count) }
        return link
    }

    func files(under directory: String) throws -> [String] { try wrapped.files(under: directory) }
}

/// One history's database and site, built as the `weekly-report` bundle builds it.
private struct SiteBench {
    let database: String
    let repository: SQLiteWorkoutRepository
    let week: WeekIdentifier
    let dependencies: DependencyValues
    let publisher: TimingPublisher
    let summary: WeeklyVolumeUseCase
    let site: SummaryHTMLUseCase

    init(directory: URL, sets: Int) throws {
        database = directory.appendingPathComponent("liftd.sqlite").path
        repository = try SQLiteWorkoutRepository(path: database)
        _ = try repository.importWorkouts(TrainingHistoryGenerator(sets: sets, fixedInterval: true).workouts())
        let calendar = WeekCalendar(timeZone: .utc)
        week = TrainingHistoryGenerator.lastWeek(ofFixedHistoryWith: sets, calendar)
        guard let period = calendar.interval(of: week) else { throw BenchmarkFailure("no interval for \(week)") }
        var trainingOptions = WeeklyVolumeOptions()
        trainingOptions.timeZone = .utc
        summary = WeeklyVolumeUseCase(options: trainingOptions)
        var siteOptions = SummaryHTMLOptions()
        siteOptions.training = trainingOptions
        site = SummaryHTMLUseCase(options: siteOptions)
        let output = directory.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        publisher = TimingPublisher(SiteDirectory(outputDirectory: output.path))
        var dependencies = DependencyValues()
        dependencies.trainingSummaryReader = repository
        dependencies.exerciseCatalog = .builtIn
        dependencies.sitePublisher = publisher
        dependencies.now = .constant(period.upperBound)
        self.dependencies = dependencies
    }

    /// How many files the last build published.
    func files() -> Int { publisher.lastPublication.files }

    /// One full build after the week's summary: its seconds, those of publishing, and those
    /// of `weekly-volume`'s summary (timed apart; the site works out the same once).
    func timedBuild() async throws -> (total: Double, publish: Double, summary: Double) {
        let summaryStart = ContinuousClock.now
        let state = try await DependencyValues.$current.withValue(dependencies) {
            let result = try await summary.handle(WeeklyReportDue(week: week.description), state: LiftdState())
            guard let state = result.state else { throw BenchmarkFailure("weekly-volume left no summary") }
            return state
        }
        let summarySeconds = (ContinuousClock.now - summaryStart) / .seconds(1)
        let start = ContinuousClock.now
        _ = try await DependencyValues.$current.withValue(dependencies) {
            try await site.handle(WeeklyReportDue(week: week.description), state: state)
        }
        return ((ContinuousClock.now - start) / .seconds(1), publisher.lastPublication.seconds, summarySeconds)
    }

    /// The seconds the build's one read of the log takes alone.
    func timedRead() throws -> Double {
        let start = ContinuousClock.now
        var count = 0
        try repository.forEachLoggedSet(startedBefore: .distantFuture) { _ in count += 1 }
        guard count > 0 else { throw BenchmarkFailure("the log read no sets") }
        return (ContinuousClock.now - start) / .seconds(1)
    }

    /// The seconds the `sqlite3` tool takes to write every set, joined with its workout and
    /// exercise, as CSV to /dev/null.
    func timedExport() throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", "-csv", database, """
            SELECT w.id, w.name, w.started_at, w.ended_at, e.name, s.id, s.kind, s.weight_kg, s.reps, s.rpe,
                   s.duration_s, s.distance_m, s.performed_at, s.notes
            FROM workouts w JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
            ORDER BY w.started_at, w.id, s.position, s.ordinal
            """]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let start = ContinuousClock.now
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure("sqlite3 exited with status \(process.terminationStatus)")
        }
        return (ContinuousClock.now - start) / .seconds(1)
    }
}
