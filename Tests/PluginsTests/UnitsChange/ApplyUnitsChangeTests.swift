import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// A state other than liftd's that carries units, to show the use case is generic.
private struct ScaleState: State, CarriesUnits {
    var units = WeightUnit.kilograms
    var reading = 80.0
}

@Test("apply-units-change switches any state that carries units, keeps the choice with the config's units and announces the change",
      arguments: ["lb", "lbs", "pounds", "LB"])
func unitsChangeOnAnyState(spelling: String) async throws {
    let harness = try TrainingHarness()
    var store = TestStore(initialState: ScaleState(), useCases: [ApplyUnitsChangeUseCase<ScaleState>()],
                          dependencies: harness.provide)
    await store.send(ChangeUnits(units: spelling)) { $0 = ScaleState(units: .pounds, reading: 80) }
    await store.receive(UnitsChanged(units: "lb"))
    store.finish()
    #expect(try harness.repository.unitsChoice() == UnitsChoice(chosen: .pounds, configured: .kilograms))
}

@Test("apply-units-change back to the config's unit forgets the choice kept")
func unitsChangeBackToTheConfigsUnit() async throws {
    let harness = try TrainingHarness()
    var store = TestStore(initialState: LiftdState(), useCases: [ApplyUnitsChangeUseCase<LiftdState>()],
                          dependencies: harness.provide)
    await store.send(ChangeUnits(units: "lb")) { $0.units = .pounds }
    await store.receive(UnitsChanged(units: "lb"))
    #expect(try harness.repository.unitsChoice() == UnitsChoice(chosen: .pounds, configured: .kilograms))
    await store.send(ChangeUnits(units: "kg")) { $0.units = .kilograms }
    await store.receive(UnitsChanged(units: "kg"))
    store.finish()
    #expect(try harness.repository.unitsChoice() == nil)
}

@Test("apply-units-change to the unit in use changes nothing, keeps nothing and announces nothing")
func unitsChangeToSameUnit() async throws {
    let harness = try TrainingHarness()
    var store = TestStore(initialState: LiftdState(), useCases: [ApplyUnitsChangeUseCase<LiftdState>()],
                          dependencies: harness.provide)
    await store.send(ChangeUnits(units: "kg"))
    store.finish()
    #expect(try harness.repository.unitsChoice() == nil)
}

@Test("apply-units-change that cannot keep the choice fails and leaves the state as it was")
func unitsChangeWithoutDatabase() async throws {
    var store = TestStore(initialState: LiftdState(), useCases: [ApplyUnitsChangeUseCase<LiftdState>()]) {
        $0.unitsChoiceStore = RefusingUnitsChoiceStore()
        $0.configuredUnits = .kilograms
    }
    #expect(await store.sendExpectingFailure(ChangeUnits(units: "lb")) as? TrainingError == .noDatabase)
    #expect(store.state.units == .kilograms)
    store.finish()
}

@Test("apply-units-change refuses a unit it does not know and ignores other signals")
func unitsChangeRefusesUnknownUnit() async throws {
    let useCase: ApplyUnitsChangeUseCase<LiftdState> = .applyUnitsChange()
    var store = TestStore(initialState: LiftdState(), useCases: [useCase])
    #expect(await store.sendExpectingFailure(ChangeUnits(units: "stone")) as? ReportError
        == .invalidValue(field: "units", problem: "'stone' is not kg or lb"))
    // A direct handle(_:state:) call: a TestStore never offers a use case a signal it does not
    // declare; this checks that handle itself declines one.
    #expect(try await !useCase.handle(WeeklyReportDue(), state: LiftdState()).handled)
}

@Test("The unit in force is the choice while the config says what it said when it was made, else the config's")
func unitInForce() {
    let choice = UnitsChoice(chosen: .pounds, configured: .kilograms)
    #expect(UnitsChoice.unitInForce(choice, configured: .kilograms) == .pounds)
    #expect(UnitsChoice.unitInForce(choice, configured: .pounds) == .pounds)
    #expect(UnitsChoice.unitInForce(UnitsChoice(chosen: .kilograms, configured: .kilograms), configured: .pounds) == .pounds)
    #expect(UnitsChoice.unitInForce(nil, configured: .pounds) == .pounds)
}

/// A store that cannot keep anything, as without a database.
private struct RefusingUnitsChoiceStore: UnitsChoiceStoring {
    func unitsChoice() throws -> UnitsChoice? { throw TrainingError.noDatabase }
    func keepUnitsChoice(_ choice: UnitsChoice) throws { throw TrainingError.noDatabase }
    func forgetUnitsChoice() throws { throw TrainingError.noDatabase }
}
