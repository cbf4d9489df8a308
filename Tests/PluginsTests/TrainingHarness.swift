import Foundation
import PluginFileSystem
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
import WorkoutsSQLite
import PluginFileSystem
@testable import Plugins

/// A real SQLite database, output directory and import directory in a temporary directory
/// (written through PluginFileSystem's live writers) plus a fixed clock, provided as the only dependencies; any other dependency a use case reads fails the test by name.
final class TrainingHarness {
    let directory: URL
    let repository: SQLiteWorkoutRepository
    /// The instant tests' workouts are placed around: 2025-09-16 05:20 UTC, week 38.
    static let start = Date(timeIntervalSince1970: 1_758_000_000)
    /// What the clock reads; `start` unless a test moves it.
    var now = TrainingHarness.start
    var catalog = ExerciseCatalog.builtIn
    /// How estimated maxima are computed; liftd's default unless a test changes it.
    var estimate = OneRepMaxEstimate.standard
    /// Weekly set targets; liftd's starting point unless a test changes them.
    var targets = VolumeTargets.standard
    /// Where sites are published; a `SiteDirectory` on `output` unless a test sets one.
    var sitePublisher: (any SitePublishing)?
    /// The training programs configured; none unless a test gives some.
    var programs: [ProgramSetup] = []
    /// The program states kept between requests, one for the harness's life as the daemon
    /// keeps one per config, so a test sees a kept state go stale if it would.
    let programStates = ProgramStateCache()

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-plugins-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        repository = try SQLiteWorkoutRepository(path: directory.appendingPathComponent("liftd.sqlite").path)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// The output directory reports and exports are written to.
    var output: URL { directory.appendingPathComponent("output") }

    var dependencies: DependencyValues {
        var values = DependencyValues.testing { name in Issue.record("dependency '\(name)' was not provided") }
        provide(&values)
        return values
    }

    /// Sets the harness's dependencies in `values`.
    func provide(_ values: inout DependencyValues) {
        values.workoutRepository = repository
        values.bodyweightStore = repository
        values.unitsChoiceStore = repository
        values.configuredUnits = .kilograms
        values.personalRecords = repository
        values.exerciseCatalog = catalog
        values.now = .constant(now)
        values.logger = .discarding
        values.reportWriter = PluginFileSystem.AtomicFileWriter(outputDirectory: output.path)
        values.textfileWriter = TextfileWriter()
        values.importFiles = ImportDirectoryFiles()
        values.sitePublisher = sitePublisher ?? SiteDirectory(outputDirectory: output.path)
        values.trainingSummaryReader = repository
        values.workoutExportReader = repository
        values.exportProgress = repository
        values.oneRepMaxEstimate = estimate
        values.volumeTargets = targets
        values.notificationOutbox = RecordingOutbox()
        values.workProgress = WorkProgress {}
        values.databaseBackups = backups
        values.exerciseEditor = repository
        values.programLog = repository
        values.configuredPrograms = programs
        values.programStates = programStates
    }

    /// The backup copies of the harness's database, in `backups/` beside it.
    var backups: SQLiteBackups {
        SQLiteBackups(database: directory.appendingPathComponent("liftd.sqlite").path,
                      directory: directory.appendingPathComponent("backups").path)
    }

    /// An exhaustive test store over `useCases` from `state`, with the harness's dependencies
    /// as they are now (a test moving `now` later sets `store.dependencies.now` too).
    func testStore(
        _ useCases: [any UseCase<LiftdState>], state: LiftdState = LiftdState(),
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> TestStore<LiftdState> {
        TestStore(initialState: state, useCases: useCases, dependencies: provide, sourceLocation: sourceLocation)
    }

    /// `useCase`'s result for `signal` in `state`, with the harness's dependencies.
    func handle(
        _ useCase: any UseCase<LiftdState>, _ signal: any Signal, state: LiftdState = LiftdState()
    ) async throws -> UseCaseResult<LiftdState> {
        try await DependencyValues.$current.withValue(dependencies) {
            try await useCase.handle(signal, state: state)
        }
    }

    /// A store with every catalog plugin, each built from the options in `options` (a JSON
    /// object) that it accepts, as a config would give each its own.
    func store(options: String = "{}") throws -> Store<LiftdState> {
        let given = try #require(try JSONSerialization.jsonObject(with: Data(options.utf8)) as? [String: Any])
        let useCases = try PluginCatalog.all.map { plugin in
            let required = try #require(try JSONSerialization.jsonObject(with: Data(plugin.requiredOptions.utf8)) as? [String: Any])
            let accepted = given.filter { key, _ in plugin.options.contains { $0.name == key } }
            let json = try JSONSerialization.data(withJSONObject: required.merging(accepted) { _, given in given })
            return try plugin.make(options: String(decoding: json, as: UTF8.self))
        }
        return Store(initialState: LiftdState(), useCases: useCases, dependencies: dependencies)
    }
}

extension PluginDescriptor {
    /// The least options (JSON) the plugin builds from: a webhook needs its URL, metrics-textfile its directory.
    var requiredOptions: String {
        switch name {
        case "webhook": #"{"url": "https://example.org/hook"}"#
        case "metrics-textfile": #"{"directory": "/tmp"}"#
        default: "{}"
        }
    }

    /// Builds the use case from options written as JSON.
    func make(options json: String) throws -> any UseCase<LiftdState> {
        try JSONDecoder().decode(Built.self, from: Data(json.utf8), configuration: self).useCase
    }
}

private struct Built: DecodableWithConfiguration {
    let useCase: any UseCase<LiftdState>
    init(from decoder: any Decoder, configuration: PluginDescriptor) throws {
        useCase = try configuration.make(decoder)
    }
}

/// The state with an active workout `id`.
func activeState(_ id: WorkoutID, start: Date, sets: Int = 0) -> LiftdState {
    var state = LiftdState()
    state.activeWorkout = ActiveWorkout(id: id, name: "Push", start: start, setCount: sets)
    return state
}
