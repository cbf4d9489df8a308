import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: builds read only what changed and equal builds from scratch")
struct SummaryHTMLIncrementalTests {
    @Test("After random additions, changes and deletions in old and new weeks each build equals one from scratch",
          arguments: [UInt64(1), 2, 3])
    func incrementalEqualsFromScratch(seed: UInt64) async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try await checkBuildsEqualBuildsFromScratch(harness, seed: seed)
    }

    @Test("Over more weeks than an exercise page keeps as values, each build after random edits equals one from scratch",
          arguments: [UInt64(4), 5])
    func longHistoryEqualsFromScratch(seed: UInt64) async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        for week in 11..<75 {
            try storeWorkout(harness, "Old \(week)", at: siteDay(-7 * week), [
                ("Bench Press (Barbell)", 60 + Double(week % 7) * 2.5, 5), ("Squat (Barbell)", 80, 3 + week % 4),
            ])
        }
        try await checkBuildsEqualBuildsFromScratch(harness, seed: seed)
        let bench = try PublishedSite(output: harness.output).text("exercises/bench-press-barbell.html")
        #expect(bench.contains(#"<tr data-week="2024-W23">"#), "the oldest week is still in the table")
    }

    /// Publishes the site of `harness`, then five rounds of three random edits (`seed`), each
    /// followed by a build that must equal, byte for byte, a build from scratch.
    private func checkBuildsEqualBuildsFromScratch(_ harness: TrainingHarness, seed: UInt64) async throws {
        let store = try siteStore(harness)
        try await publishSite(store)
        var random = SeededRandom(state: seed)
        for round in 0..<5 {
            for _ in 0..<3 { try randomEdit(harness, &random, round: round) }
            try await publishSite(store)
            let scratch = harness.directory.appendingPathComponent("scratch-\(round)")
            harness.sitePublisher = SiteDirectory(outputDirectory: scratch.path)
            try await publishSite(try siteStore(harness))
            harness.sitePublisher = nil
            let built = PublishedSite(output: harness.output)
            let fromScratch = PublishedSite(output: scratch)
            let contents = try built.contents()
            let expected = try fromScratch.contents()
            #expect(contents.keys.sorted() == expected.keys.sorted(), "round \(round)")
            for (path, bytes) in expected where contents[path] != bytes {
                Issue.record("round \(round): \(path) differs from a build from scratch")
            }
            #expect(try built.linkTarget() == fromScratch.linkTarget(), "round \(round): manifests and memories differ")
            #expect(try notes(built) == notes(fromScratch),
                    "round \(round): the exercise histories kept for the next build differ from those made from every set")
        }
    }

    @Test("Adding a set to the report's week reads that exercise's sets and only the latest weeks' totals")
    func readsOnlyWhatChanged() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let weekly = try #require(PluginCatalog.all.first { $0.name == "weekly-volume" }).make(options: #"{"time-zone": "UTC"}"#)
        let site = try #require(PluginCatalog.all.first { $0.name == "summary-html" }).make(options: "{}")
        let reader = CountingReader(harness.repository)
        var dependencies = harness.dependencies
        dependencies.trainingSummaryReader = reader
        func build() async throws {
            let signal = WeeklyReportDue(week: "2025-W38")
            let state = try #require(try await harness.handle(weekly, signal).state)
            _ = try await DependencyValues.$current.withValue(dependencies) { try await site.handle(signal, state: state) }
        }
        try await build()
        #expect(reader.exercisesRead == ["Bench Press (Barbell)", "Overhead Press (Barbell)", "Squat (Barbell)"])
        #expect(reader.earliestTotals == siteDay(-63, hours: 0))
        #expect(reader.earliestSets == .distantPast, "a first build reads every set of each exercise")

        reader.reset()
        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 105, 3)])
        try await build()
        #expect(reader.exercisesRead == ["Bench Press (Barbell)"])
        #expect(try #require(reader.earliestTotals) >= siteDay(-7, hours: 0), "only weeks 37 and 38 are read")
        #expect(reader.earliestSets == siteDay(0, hours: 0),
                "the exercise's page goes on from the last build's history: only its last week's sets are read")

        harness.sitePublisher = SiteDirectory(outputDirectory: harness.directory.appendingPathComponent("scratch").path)
        try await publishSite(try siteStore(harness))
        let fromScratch = PublishedSite(output: harness.directory.appendingPathComponent("scratch"))
        #expect(try PublishedSite(output: harness.output).contents() == fromScratch.contents())
    }
}

extension SummaryHTMLIncrementalTests {
    @Test("An exercise whose kept history is unreadable has its page made from every set, as from scratch")
    func unreadableHistoryReadsEverySet() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        try await publishSite(store)
        let built = PublishedSite(output: harness.output)
        let note = built.root.deletingLastPathComponent()
            .appendingPathComponent(try built.linkTarget() + ".notes/exercises/bench-press-barbell.history")
        #expect(FileManager.default.fileExists(atPath: note.path), "the build keeps a history per exercise")
        try FileManager.default.removeItem(at: note)
        try Data("{\"lastWeek\": 7}".utf8).write(to: note)
        try storeWorkout(harness, "Extra", at: siteDay(3), [("Bench Press (Barbell)", 107.5, 2)])
        try await publishSite(store)
        let scratch = harness.directory.appendingPathComponent("scratch")
        harness.sitePublisher = SiteDirectory(outputDirectory: scratch.path)
        try await publishSite(try siteStore(harness))
        let fromScratch = PublishedSite(output: scratch)
        #expect(try built.contents() == fromScratch.contents())
        #expect(try notes(built) == notes(fromScratch), "the history is made again from every set")
    }
}

/// One random edit of the stored training: a workout added (in an old week, the report's
/// week, a week before all others or the week after the report's), a set changed or deleted.
private func randomEdit(_ harness: TrainingHarness, _ random: inout SeededRandom, round: Int) throws {
    let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Overhead Press (Barbell)", "Deadlift (Barbell)"]
    var stored: [StoredSet] = []
    for id in 1...200 { stored += try harness.repository.storedSets(ofWorkout: WorkoutID(id)) ?? [] }
    switch random.next(4) {
    case 0 where !stored.isEmpty:
        let set = stored[random.next(stored.count)]
        let kinds: [SetKind] = [.normal, .warmUp, .drop, .failure]
        _ = try harness.repository.updateSet(id: set.id, with: SetChange(
            kind: kinds[random.next(kinds.count)], weightKilograms: 40 + Double(random.next(20)) * 2.5,
            reps: 1 + random.next(10)))
    case 1 where !stored.isEmpty:
        _ = try harness.repository.deleteSet(id: stored[random.next(stored.count)].id)
    default:
        let days = [-70, -63, -35, -7, 0, 2, 4, 8][random.next(8)]
        let sets = (0..<(1 + random.next(3))).map { _ in
            (exercises[random.next(exercises.count)], 50 + Double(random.next(30)) * 2.5, 1 + random.next(8))
        }
        try storeWorkout(harness, "Random \(round)-\(random.next(1_000_000))", at: siteDay(days, hours: 6 + random.next(12)), sets)
    }
}

/// A small deterministic random number generator, so every run makes the same edits.
private struct SeededRandom {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

/// The database's reader, noting which exercises' sets and which periods' totals are read.
final class CountingReader: TrainingSummaryReading, @unchecked Sendable {
    private let base: any TrainingSummaryReading
    private let lock = NSLock()
    private var exercises: Set<String> = []
    private var totalsStarts: [Date] = []
    private var setsStarts: [Date] = []

    init(_ base: any TrainingSummaryReading) { self.base = base }

    /// The exercises whose sets were read, sorted.
    var exercisesRead: [String] { lock.withLock { exercises.sorted() } }
    /// The earliest start of a period whose totals per workout were read.
    var earliestTotals: Date? { lock.withLock { totalsStarts.min() } }
    /// The earliest start of a period whose sets of an exercise were read.
    var earliestSets: Date? { lock.withLock { setsStarts.min() } }

    func reset() { lock.withLock { exercises = []; totalsStarts = []; setsStarts = [] } }

    func datedSets(of exercise: String, startedIn period: Range<Date>) throws -> [DatedSet] {
        lock.withLock {
            exercises.insert(exercise)
            setsStarts.append(period.lowerBound)
        }
        return try base.datedSets(of: exercise, startedIn: period)
    }

    func workoutExerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [DatedExerciseVolume] {
        lock.withLock { totalsStarts.append(period.lowerBound) }
        return try base.workoutExerciseTotals(startedIn: period, rules: rules)
    }

    func weeklySetFingerprints(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> [WeeklySetFingerprint] {
        try base.weeklySetFingerprints(before: end, calendar: calendar, rules: rules)
    }

    func setFingerprintTotals(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> SetFingerprintTotals {
        try base.setFingerprintTotals(before: end, calendar: calendar, rules: rules)
    }

    func exerciseWeeksFingerprint(
        of exercise: String, before end: Date, earlierThan week: WeekIdentifier?, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> ExerciseWeeksFingerprint {
        try base.exerciseWeeksFingerprint(of: exercise, before: end, earlierThan: week, calendar: calendar, rules: rules)
    }

    func exerciseTotals(startedIn period: Range<Date>, rules: VolumeRules) throws -> [ExerciseVolume] {
        try base.exerciseTotals(startedIn: period, rules: rules)
    }

    func bestLifts(startedIn period: Range<Date>) throws -> [String: BestLift] { try base.bestLifts(startedIn: period) }

    func bestLifts(of exercises: [String], startedBefore date: Date) throws -> [String: BestLift] {
        try base.bestLifts(of: exercises, startedBefore: date)
    }

    func excludedSets(startedIn period: Range<Date>) throws -> [ExcludedRecord] { try base.excludedSets(startedIn: period) }
}

/// The notes kept beside `site`'s build (the exercises' histories), by name.
func notes(_ site: PublishedSite) throws -> [String: Data] {
    let build = site.root.deletingLastPathComponent().appendingPathComponent(try site.linkTarget() + ".notes")
    var notes: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: build.path) {
        let path = build.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            notes[name] = try Data(contentsOf: path)
        }
    }
    return notes
}
