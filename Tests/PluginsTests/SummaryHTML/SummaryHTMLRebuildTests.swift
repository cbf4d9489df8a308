import Foundation
import PluginFileSystem
import SignalStore
import SiteTesting
import SignalStoreTesting
import Synchronization
import Testing
import Workouts
@testable import Plugins
import ZoneInfo

/// A wall clock tests move on by hand.
private final class MovableClock: Sendable {
    private let instant: Mutex<Date>
    init(_ start: Date) { instant = Mutex(start) }
    var now: Date { instant.withLock { $0 } }
    func advance(by seconds: TimeInterval) { instant.withLock { $0 += seconds } }
    var wallClock: WallClock { WallClock { self.now } }
}

@Suite("summary-html: rebuilt after finish-workout and imports, at most once a minute, changes within it built when due")
struct SummaryHTMLRebuildTests {
    /// A test store of `finish-workout`, `import` and `summary-html` over `harness`'s
    /// database and output directory, its clock `clock`.
    private func rebuildStore(
        _ harness: TrainingHarness, clock: MovableClock, state: LiftdState,
        publisher: (any SitePublishing)? = nil, logger: Logger = .discarding
    ) throws -> TestStore<LiftdState> {
        let site = try #require(PluginCatalog.all.first { $0.name == "summary-html" })
            .make(options: siteOptions("{}"))
        var importOptions = ImportOptions()
        importOptions.importDirectory = harness.directory.path
        importOptions.timeZone = .utc
        return TestStore(
            initialState: state, useCases: [
                FinishWorkoutUseCase(), ImportFileUseCase(options: importOptions), site,
                ClosureUseCase(on: ImportFinished.self) { _, _ in .handledWithoutChange },
            ]
        ) { values in
            values.workoutRepository = harness.repository
            values.trainingSummaryReader = harness.repository
            values.bodyweightStore = harness.repository
            values.exerciseCatalog = .builtIn
            values.oneRepMaxEstimate = .standard
            values.volumeTargets = .standard
            values.sitePublisher = publisher ?? SiteDirectory(outputDirectory: harness.output.path)
            values.now = clock.wallClock
            values.siteRebuildInterval = 60
            values.workProgress = WorkProgress {}
            values.personalRecords = harness.repository
            values.importFiles = ImportDirectoryFiles()
            values.logger = logger
            values.programLog = harness.repository
            values.configuredPrograms = []
        }
    }

    @Test("finish-workout emits training-changed and the site shows the workout; a change within the minute only waits, pending")
    func finishedWorkoutShowsAtOnce() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let clock = MovableClock(siteDay(8, hours: 19))
        let id = try harness.repository.insert(Workout(name: "Pull", start: siteDay(8), sets: [
            WorkoutSet(exercise: "Deadlift (Barbell)", weightKilograms: 180, reps: 3),
        ]))
        var initial = LiftdState()
        initial.activeWorkout = ActiveWorkout(id: id, name: "Pull", start: siteDay(8), setCount: 1)
        var store = try rebuildStore(harness, clock: clock, state: initial)
        let finished = FinishedWorkout(id: id, name: "Pull", start: siteDay(8), end: clock.now, setCount: 1, exercises: [
            ExerciseVolume(exercise: "Deadlift (Barbell)", sets: 1, reps: 3, volumeKilograms: 540),
        ])
        await store.send(FinishWorkout(), reply: finished) { $0.activeWorkout = nil }
        await store.receive(TrainingChanged(cause: "finish-workout")) { $0.siteBuiltAt = clock.now }
        let site = PublishedSite(output: harness.output)
        #expect(try site.text("index.html").contains(#"data-week="2025-W39""#))
        #expect(try site.text("exercises/deadlift-barbell.html").contains(#"<td class="top-set">180.0 × 3</td>"#))
        let built = try site.linkTarget()

        clock.advance(by: 59)
        await store.send(TrainingChanged(cause: "import")) { $0.siteChangesPendingSince = clock.now }
        #expect(try site.linkTarget() == built, "no build within a minute of the last")
        clock.advance(by: 1)
        await store.send(TrainingChanged(cause: "import")) {
            $0.siteBuiltAt = clock.now
            $0.siteChangesPendingSince = nil
        }
        #expect(try site.linkTarget() != built)
        store.finish()
    }

    @Test("Changes within the minute wait, pending since the first, until a site-rebuild-due a minute after the build")
    func pendingChangesAreBuiltWhenDue() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let clock = MovableClock(siteDay(8, hours: 19))
        var store = try rebuildStore(harness, clock: clock, state: LiftdState())
        let built = clock.now
        await store.send(TrainingChanged(cause: "finish-workout")) { $0.siteBuiltAt = built }
        let site = PublishedSite(output: harness.output)
        let firstBuild = try site.linkTarget()
        await store.send(SiteRebuildDue())

        clock.advance(by: 10)
        try storeWorkout(harness, "Pull", at: siteDay(8), [("Deadlift (Barbell)", 180, 3)])
        let pending = clock.now
        await store.send(TrainingChanged(cause: "import")) { $0.siteChangesPendingSince = pending }
        clock.advance(by: 10)
        await store.send(TrainingChanged(cause: "import"))
        clock.advance(by: 10)
        await store.send(SiteRebuildDue())
        #expect(try site.linkTarget() == firstBuild, "nothing built within a minute of the last build")
        #expect(!FileManager.default.fileExists(atPath: site.root.appendingPathComponent("exercises/deadlift-barbell.html").path))

        clock.advance(by: 30)
        await store.send(SiteRebuildDue()) {
            $0.siteBuiltAt = clock.now
            $0.siteChangesPendingSince = nil
        }
        #expect(try site.linkTarget() != firstBuild)
        #expect(try site.text("exercises/deadlift-barbell.html").contains(#"<td class="top-set">180.0 × 3</td>"#))
        clock.advance(by: 120)
        await store.send(SiteRebuildDue())
        store.finish()
    }

    @Test("A due rebuild that fails is logged once and clears the pending changes, so it is not retried every minute")
    func failedDueRebuildIsLoggedOnce() async throws {
        let harness = try TrainingHarness()
        let clock = MovableClock(siteDay(1))
        let lines = Mutex<[String]>([])
        var initial = LiftdState()
        initial.siteBuiltAt = clock.now - 30
        initial.siteChangesPendingSince = clock.now - 10
        var store = try rebuildStore(
            harness, clock: clock, state: initial, publisher: UnconfiguredSitePublisher(),
            logger: Logger { level, message, _ in lines.withLock { $0.append("\(level) \(message)") } })
        clock.advance(by: 30)
        await store.send(SiteRebuildDue()) { $0.siteChangesPendingSince = nil }
        clock.advance(by: 60)
        await store.send(SiteRebuildDue())
        #expect(lines.withLock { $0 } == ["error summary-html: the site was not rebuilt after changes since the last build: "
            + "\(ReportError.noOutputDirectory)"])
        store.finish()
    }

    @Test("A rebuild that fails after finish-workout is logged, and the workout stays finished")
    func failedRebuildIsLogged() async throws {
        let harness = try TrainingHarness()
        let clock = MovableClock(siteDay(1))
        let id = try harness.repository.insert(Workout(name: "Push", start: siteDay(1) - 3_600, sets: [
            WorkoutSet(exercise: "Bench Press (Barbell)", weightKilograms: 80, reps: 5),
        ]))
        let lines = Mutex<[String]>([])
        var initial = LiftdState()
        initial.activeWorkout = ActiveWorkout(id: id, name: "Push", start: siteDay(1) - 3_600, setCount: 1)
        var store = try rebuildStore(
            harness, clock: clock, state: initial, publisher: UnconfiguredSitePublisher(),
            logger: Logger { level, message, _ in lines.withLock { $0.append("\(level) \(message)") } })
        let finished = FinishedWorkout(
            id: id, name: "Push", start: siteDay(1) - 3_600, end: clock.now, setCount: 1, exercises: [
                ExerciseVolume(exercise: "Bench Press (Barbell)", sets: 1, reps: 5, volumeKilograms: 400),
            ])
        await store.send(FinishWorkout(), reply: finished) { $0.activeWorkout = nil }
        await store.receive(TrainingChanged(cause: "finish-workout"))
        #expect(lines.withLock { $0 } == ["error summary-html: the site was not rebuilt after finish-workout: "
            + "\(ReportError.noOutputDirectory)"])
        #expect(try harness.repository.workout(id: id)?.end == clock.now)
        store.finish()
    }

    @Test("An import that adds sets emits training-changed and the site shows them; one that adds none emits none")
    func importsRebuildOnlyWhenSetsWereAdded() async throws {
        let harness = try TrainingHarness()
        let clock = MovableClock(siteDay(8))
        var store = try rebuildStore(harness, clock: clock, state: LiftdState())
        let csv = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2025-09-16 6:00:00 PM,"Push",1h 3m,"Bench Press (Barbell)",1,80,5,0,0,,,
            """
        try Data(csv.utf8).write(to: harness.directory.appendingPathComponent("push.csv"))
        let imported = ImportReply.imported(sets: 1)
        await store.send(ImportFile(path: "push.csv"), reply: imported)
        await store.receive(ImportFinished(source: "push.csv", reply: imported))
        await store.receive(TrainingChanged(cause: "import")) { $0.siteBuiltAt = clock.now }
        let site = PublishedSite(output: harness.output)
        #expect(try site.text("index.html").contains(#"<td class="sets" data-muscle="chest">1</td>"#))

        clock.advance(by: 120)
        // A repeated import adds no set, so it tells the site nothing.
        let again = ImportReply.imported(id: 2, sets: 1, workoutsAdded: 0, setsAlreadyPresent: 1)
        await store.send(ImportFile(path: "push.csv"), reply: again)
        await store.receive(ImportFinished(source: "push.csv", reply: again))
        store.finish()
    }
}
