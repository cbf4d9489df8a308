import SignalStore
import Workouts

/// Switches any state that carries units to the unit a `change-units` signal names and,
/// when it changed, emits `units-changed` so every summary re-renders. One use case for
/// every such state: list it once, no copy per report.
///
/// The choice is kept durably, with the config's `units` it was made under, before the
/// state changes: it holds across restarts until the config's `units` changes (then the
/// config wins, see `UnitsChoice.unitInForce`). Choosing the config's own unit forgets it.
public struct ApplyUnitsChangeUseCase<StoreState: State & CarriesUnits>: UseCase {
    @Dependency(\.unitsChoiceStore) private var choices
    @Dependency(\.configuredUnits) private var configured

    /// The use case.
    public init() {}

    public var name: String { "apply-units-change" }
    public var handledSignals: [any Signal.Type] { [ChangeUnits.self] }
    public var emittedSignals: [any Signal.Type] { [UnitsChanged.self] }

    public func handle(_ signal: any Signal, state: StoreState) async throws -> UseCaseResult<StoreState> {
        guard let request = signal as? ChangeUnits else { return .notHandled }
        guard let unit = WeightUnit(spelling: request.units) else {
            throw ReportError.invalidValue(field: "units", problem: SpelledFields.unknownUnit(request.units))
        }
        guard unit != state.units else { return .handledWithoutChange }
        if unit == configured {
            try choices.forgetUnitsChoice()
        } else {
            try choices.keepUnitsChoice(UnitsChoice(chosen: unit, configured: configured))
        }
        return .updating(state, effects: [UnitsChanged(units: unit.symbol)]) { $0.units = unit }
    }
}

extension UseCase {
    /// The `apply-units-change` use case for this store's state.
    public static func applyUnitsChange<StoreState>() -> Self where Self == ApplyUnitsChangeUseCase<StoreState> {
        Self()
    }
}

extension PluginDescriptor {
    /// `apply-units-change`.
    static let applyUnitsChange = PluginDescriptor(
        name: "apply-units-change",
        summary: "on change-units: show weights in kg or lb and have every summary re-render"
    ) { ApplyUnitsChangeUseCase<LiftdState>() }
}
