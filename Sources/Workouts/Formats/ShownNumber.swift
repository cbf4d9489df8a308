/// The one rounding rule for numbers liftd writes: for people, weights, volumes and
/// estimates to 0.1 of the unit they are shown in; in JSON, to 0.01, which `JSONOutput`
/// (in `JSONValues`, below every writer of JSON) applies to every number as it writes it.
/// Stored values keep full precision; a value is rounded once, where it is written.
public enum ShownNumber {
    /// `kilograms` in `unit`, to 0.1, for people (`92.5`, `100.0`).
    public static func weight(_ kilograms: Double, in unit: WeightUnit) -> String {
        inUnit(unit.value(fromKilograms: kilograms))
    }

    /// A weight or volume already in the unit it is shown in, to 0.1, for people: liftctl's
    /// columns, from the unit's value an answer carries.
    public static func inUnit(_ value: Double) -> String {
        DecimalText.fixed(value, digits: 1)
    }

    /// A weight or volume already in the unit it is shown in, to 0.1, as a number: what JSON
    /// answers give people beside the kilograms (`weight`, `volume`). Rounded once here, from
    /// the exact value, so that JSON's 0.01 and `inUnit` change nothing (92.449 is 92.4).
    public static func inUnitValue(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let tenths = (value * 10).rounded(.toNearestOrAwayFromZero)
        guard abs(tenths) < 9e15 else { return value }
        return tenths == 0 ? 0 : tenths / 10
    }

    /// `kilograms` in `unit` to 0.1 with the unit's symbol, for people (`92.5 kg`).
    public static func weightWithSymbol(_ kilograms: Double, in unit: WeightUnit) -> String {
        weight(kilograms, in: unit) + " " + unit.symbol
    }

    /// A chart's gridline value, already in its unit, to 0.1 without trailing zeros (`100`,
    /// `102.5`): gridlines fall on round values, which a trailing `.0` only clutters.
    public static func gridline(_ value: Double) -> String {
        DecimalText.trimmed(value, digits: 1)
    }
}
