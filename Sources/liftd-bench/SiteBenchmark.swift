#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import Plugins
import SignalStore
import Workouts
import WorkoutsSQLite

/// Times the static site (`summary-html`) over a short history (`--short N` sets, about a
/// year) and a long one (`--long N` sets, about ten years) with the same sets per week:
/// each site is built once in full, then a one-set workout is added to the report's week
/// and the next build is timed (`--rounds N`, median; the weekly summary it follows is
/// worked out untimed). Prints both and `site-growth: long/short=<ratio>`: 1 when the cost
/// follows what changed, not the history (goal: at most 1.5); then the same of the
/// processor time the builds used (`site-growth-cpu`), which other work on the machine
/// disturbs less than the time on the clock.
@Sendable func runSiteBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["short": 27_000, "long": 270_000, "rounds": 5])
    var times: [Double] = []
    var processorTimes: [Double] = []
    for sets in [options["short"], options["long"]] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bench = try SiteBench(directory: directory, sets: sets)
        let clock = ContinuousClock()
        let full = try await clock.measure { try await bench.build() }
        var samples: [(clock: Double, processor: Double)] = []
        for round in 0..<options["rounds"] {
            try bench.addSet(round)
            samples.append(try await bench.timedBuild())
        }
        let time = samples.map(\.clock).sorted()[samples.count / 2]
        let processorTime = samples.map(\.processor).sorted()[samples.count / 2]
        print("site of \(bench.week) over \(sets) sets: first build \(format(full / .milliseconds(1), digits: 0)) ms, "
            + "after one set added \(format(time / 1e6, digits: 1)) ms (processor \(format(processorTime / 1e6, digits: 1)) ms)")
        times.append(time)
        processorTimes.append(processorTime)
    }
    print("site-growth: long/short=\(format(times[1] / times[0], digits: 2))")
    print("site-growth-cpu: long/short=\(format(processorTimes[1] / processorTimes[0], digits: 2))")
}

/// One history's database and site, built as the `weekly-report` bundle builds it.
private struct SiteBench {
    let repository: SQLiteWorkoutRepository
    let week: WeekIdentifier
    let period: Range<Date>
    let dependencies: DependencyValues
    let summary: WeeklyVolumeUseCase
    let site = SummaryHTMLUseCase()

    init(directory: URL, sets: Int) throws {
        repository = try SQLiteWorkoutRepository(path: directory.appendingPathComponent("liftd.sqlite").path)
        _ = try repository.importWorkouts(TrainingHistoryGenerator(sets: sets, fixedInterval: true).workouts())
        let calendar = WeekCalendar(timeZone: .gmt)
        week = TrainingHistoryGenerator.lastWeek(ofFixedHistoryWith: sets, calendar)
        guard let period = calendar.interval(of: week) else { throw BenchmarkFailure("no interval for \(week)") }
        self.period = period
        var trainingOptions = WeeklyVolumeOptions()
        trainingOptions.timeZone = .gmt
        summary = WeeklyVolumeUseCase(options: trainingOptions)
        let output = directory.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var dependencies = DependencyValues()
        dependencies.trainingSummaryReader = repository
        dependencies.exerciseCatalog = .builtIn
        dependencies.sitePublisher = SiteDirectory(outputDirectory: output.path)
        self.dependencies = dependencies
    }

    /// Adds a workout of one set to the report's week (the `round`th, each at its own hour).
    func addSet(_ round: Int) throws {
        let start = period.lowerBound + Double(round) * 3_600 + 1_800
        _ = try repository.insert(Workout(
            name: "Extra \(round)", start: start, end: start + 600,
            sets: [WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 60 + Double(round), reps: 5)]))
    }

    /// The report's week summed up and its site built.
    func build() async throws {
        let state = try await weeklySummary()
        try await publish(state)
    }

    /// The site built after the summary, only the site timed: on the clock and in processor
    /// time of the whole process (nothing else runs in it meanwhile), in ns.
    func timedBuild() async throws -> (clock: Double, processor: Double) {
        let state = try await weeklySummary()
        let clock = ContinuousClock()
        let processorStart = Self.processorNanoseconds()
        let time = try await clock.measure { try await publish(state) } / .nanoseconds(1)
        return (time, Self.processorNanoseconds() - processorStart)
    }

    /// The processor time this process has used so far, in ns.
    private static func processorNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    private func weeklySummary() async throws -> LiftdState {
        try await DependencyValues.$current.withValue(dependencies) {
            let result = try await summary.handle(WeeklyReportDue(week: week.description), state: LiftdState())
            guard let state = result.state else { throw BenchmarkFailure("weekly-volume left no summary") }
            return state
        }
    }

    private func publish(_ state: LiftdState) async throws {
        _ = try await DependencyValues.$current.withValue(dependencies) {
            try await site.handle(WeeklyReportDue(week: week.description), state: state)
        }
    }
}
