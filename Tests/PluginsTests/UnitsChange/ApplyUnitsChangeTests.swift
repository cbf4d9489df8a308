import SignalStore
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
    let result = try await ApplyUnitsChangeUseCase<ScaleState>().handle(ChangeUnits(units: spelling), state: ScaleState())
    #expect(result.state == ScaleState(units: .pounds, reading: 80))
    #expect(result.effects.compactMap { $0 as? UnitsChanged } == [UnitsChanged(units: "lb")])
}

@Test("apply-units-change to the unit in use changes nothing and announces nothing")
func unitsChangeToSameUnit() async throws {
    let result = try await ApplyUnitsChangeUseCase<LiftdState>().handle(ChangeUnits(units: "kg"), state: LiftdState())
    #expect(result.handled && result.state == nil && result.effects.isEmpty)
}

@Test("apply-units-change refuses a unit it does not know and ignores other signals")
func unitsChangeRefusesUnknownUnit() async throws {
    let useCase: ApplyUnitsChangeUseCase<LiftdState> = .applyUnitsChange()
    await #expect(throws: ReportError.invalidValue(field: "units", problem: "'stone' is not kg or lb")) {
        try await useCase.handle(ChangeUnits(units: "stone"), state: LiftdState())
    }
    #expect(try await !useCase.handle(WeeklyReportDue(), state: LiftdState()).handled)
}
