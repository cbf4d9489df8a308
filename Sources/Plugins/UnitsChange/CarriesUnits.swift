import SignalStore
import Workouts

/// A state that shows weights in a unit the lifter chose. Conforming is all a state needs
/// for `ApplyUnitsChangeUseCase` to switch it between kilograms and pounds.
public protocol CarriesUnits {
    /// The unit weights are shown in.
    var units: WeightUnit { get set }
}

/// Asks to show weights in another unit: `change-units units=lb`.
public struct ChangeUnits: Signal, Equatable {
    public static let wireName = "change-units"
    /// `kg` or `lb` (`lbs`, `kilograms`, … are accepted).
    public var units: String

    /// Asks to show weights in `units`.
    public init(units: String) { self.units = units }
}

/// Tells renderers the unit changed, so they draw again: `units-changed units=lb`.
public struct UnitsChanged: Signal, Equatable {
    public static let wireName = "units-changed"
    /// The new unit's symbol.
    public var units: String

    /// The unit is now `units`.
    public init(units: String) { self.units = units }
}
