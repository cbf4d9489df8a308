import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Test("Through the real store: start, log, undo, log, finish leaves one finished workout")
func loggingChain() async throws {
    let harness = try TrainingHarness()
    let store = try harness.store()
    for signal: any Signal in [
        .startWorkout(name: "Push"),
        .logSet("Bench Press (Barbell)", weight: 100, reps: 5),
        .logSet("Bench Press (Barbell)", weight: 100, reps: 4),
        .undoLastSet,
        .logSet("Bench Press (Barbell)", weight: 95, reps: 5),
    ] {
        let outcome = await store.send(signal)
        #expect(outcome.succeeded, "\(signal.wireName): \(outcome.errors)")
    }
    #expect(await store.state.activeWorkout?.setCount == 2)
    #expect(await store.send(.finishWorkout).succeeded)
    var finished = LiftdState()
    finished.siteBuiltAt = harness.now // summary-html rebuilt the site on training-changed
    #expect(await store.state == finished)
    #expect(FileManager.default.fileExists(atPath: harness.output.appendingPathComponent("site/index.html").path))
    let workout = try #require(try harness.repository.workouts(limit: 1).first)
    #expect(workout.end == harness.now)
    #expect(try harness.repository.workout(id: workout.id)?.sets.map(\.weightKilograms) == [100, 95])
}

@Test("Through the real store: a refused set reports the error and changes nothing")
func refusedSetChangesNothing() async throws {
    let harness = try TrainingHarness()
    let store = try harness.store()
    _ = await store.send(.startWorkout(name: "Push"))
    let before = await store.state
    let outcome = await store.send(.logSet("Bench Press (Barbell)", weight: -100, reps: 5))
    #expect(outcome.errors.first?.description.contains("weight must be between 0 and 1000 kg; got -100 kg") == true)
    #expect(outcome.errors.first?.code == "invalid-field")
    #expect(await store.state == before)
    let id = try #require(before.activeWorkout?.id)
    #expect(try harness.repository.workout(id: id)?.sets == [])
}

@Test("Every plugin builds from empty options (a webhook from its URL alone); bad options are refused", arguments: [
    #"{"time-zone": "Mars/Olympus"}"#, #"{"secondary-fraction": 2}"#, #"{"week-start": "someday"}"#, #"{"units": "stone"}"#,
])
func pluginOptions(badOptions: String) throws {
    for descriptor in PluginCatalog.all {
        _ = try descriptor.make(options: descriptor.requiredOptions)
    }
    let volume = try #require(PluginCatalog.all.first { $0.name == "volume" })
    #expect(throws: DecodingError.self) { try volume.make(options: badOptions) }
}

/// The signals of plugins that take part in scheduled bundles, where several plugins handle
/// one signal and so cannot be named after it.
private let bundledPluginSignals: [String: [String]] = [
    "weekly-volume": ["weekly-report-due"],
    "summary-markdown": ["weekly-report-due", "units-changed"],
    "summary-json": ["weekly-report-due", "units-changed"],
    "summary-svg": ["weekly-report-due", "units-changed"],
    "summary-html": ["weekly-report-due", "units-changed", "training-changed", "site-rebuild-due"],
    "export-fhir": ["health-export-due"],
    "export-apple-health": ["health-export-due"],
    "export-strong-csv": ["health-export-due"],
    "export-fit": ["health-export-due"],
    "apply-units-change": ["change-units"],
    "report-log": ["report-ready", "personal-record", "records-updated", "import-finished", "backup-finished", "progression",
                   "session-reminder"],
    "webhook": ["report-ready", "signal-failed", "personal-record", "records-updated", "import-finished", "backup-finished",
                "progression", "session-reminder"],
    "metrics-textfile": ["metrics-due"],
]

@Test("A plugin handles the signal named like it, and any others it handles extend that name; bundled plugins handle their documented signals")
func pluginNamesMatchSignals() throws {
    for descriptor in PluginCatalog.all {
        let names = try descriptor.make(options: descriptor.requiredOptions).handledSignals.map { $0.wireName }
        if let documented = bundledPluginSignals[descriptor.name] {
            #expect(names == documented, "\(descriptor.name)")
            continue
        }
        #expect(names.first == descriptor.name)
        #expect(names.dropFirst().allSatisfy { $0.hasPrefix(descriptor.name + "-") })
    }
}
