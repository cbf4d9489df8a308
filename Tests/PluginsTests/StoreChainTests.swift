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
    #expect(await store.state == LiftdState())
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
    #expect(outcome.errors.first?.description.contains("weight") == true)
    #expect(await store.state == before)
    let id = try #require(before.activeWorkout?.id)
    #expect(try harness.repository.workout(id: id)?.sets == [])
}

@Test("Every plugin builds from empty options; bad options are refused", arguments: [
    #"{"time-zone": "Mars/Olympus"}"#, #"{"secondary-fraction": 2}"#, #"{"week-start": "someday"}"#, #"{"units": "stone"}"#,
])
func pluginOptions(badOptions: String) throws {
    for descriptor in PluginCatalog.all {
        _ = try descriptor.make(options: "{}")
    }
    let volume = try #require(PluginCatalog.all.first { $0.name == "volume" })
    #expect(throws: DecodingError.self) { try volume.make(options: badOptions) }
}

@Test("A plugin handles the signal named like it, and any others it handles extend that name")
func pluginNamesMatchSignals() throws {
    for descriptor in PluginCatalog.all {
        let names = try descriptor.make(options: "{}").handledSignals.map { $0.wireName }
        #expect(names.first == descriptor.name)
        #expect(names.dropFirst().allSatisfy { $0.hasPrefix(descriptor.name + "-") })
    }
}
