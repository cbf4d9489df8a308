import Workouts

/// Checks a signal's values against `ValueRanges`, throwing `TrainingError.outOfRange`
/// (answered as `invalid-field`) for one outside them.
enum RangeCheck {
    /// Throws `violation`, if there is one.
    static func require(_ violation: RangeViolation?) throws {
        if let violation { throw TrainingError.outOfRange(violation) }
    }

    /// `weight`, given in `unit`, in kilograms; refused outside `ValueRanges.weight`, the
    /// value as given quoted beside the kilograms.
    static func kilograms(_ weight: Double, in unit: WeightUnit) throws -> Double {
        let kilograms = unit.kilograms(weight)
        guard var violation = ValueRanges.weight.violation(kilograms) else { return kilograms }
        if unit != .kilograms { violation.got += " (\(ValueRange.text(weight)) \(unit.rawValue))" }
        throw TrainingError.outOfRange(violation)
    }
}
