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

@Test("apply-units-change switches any state that carries units and announces the change", arguments: ["lb", "lbs", "pounds"])
func unitsChangeOnAnyState(spelling: String) async throws {
    var store = TestStore(initialState: ScaleState(), useCases: [ApplyUnitsChangeUseCase<ScaleState>()])
    await store.send(ChangeUnits(units: spelling)) { $0 = ScaleState(units: .pounds, reading: 80) }
    await store.receive(UnitsChanged(units: "lb"))
    store.finish()
}

@Test("apply-units-change to the unit in use changes nothing and announces nothing")
func unitsChangeToSameUnit() async throws {
    var store = TestStore(initialState: LiftdState(), useCases: [ApplyUnitsChangeUseCase<LiftdState>()])
    await store.send(ChangeUnits(units: "kg"))
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
