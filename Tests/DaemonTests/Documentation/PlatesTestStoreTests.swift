import Plugins
import SignalStoreTesting
import Testing
@testable import PluginExample

/// The TestStore example docs/PLUGINS.md shows ("Testing with `TestStore`"), run as written.
@Test("plates loads the heaviest plates first and refuses less than the bar")
func plates() async {
    var store = TestStore(initialState: LiftdState(), useCases: [PlatesUseCase(options: PlatesOptions())])
    await store.send(Plates(weight: 100), reply: PlatesUseCase.Reply(perSide: [25, 15], missingPerSide: 0))
    let error = await store.sendExpectingFailure(Plates(weight: 10))
    #expect((error as? TrainingError)?.field == "weight")
    store.finish()
}
