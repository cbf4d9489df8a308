import ControlProtocol
import FoundationEssentials
import Workouts

/// Adds, beside each kilogram field of an answer, the value in the unit weights are shown in
/// and that unit's name: `"weightKilograms": 43.09` gains `"weight": 95` and `"unit": "lb"`,
/// `volumeKilograms` gains `volume`, `kilograms` gains `weight`. The kilogram fields stay as
/// they are, for programs; the unit's values are the figures people are shown, rounded once
/// from the exact kilograms to 0.1 of the unit (`ShownNumber.inUnitValue`), which liftctl
/// shows as they are (`VOLUME (LB)`). An object
/// that already has a `unit` gains nothing, nor one that has a member of the name to add.
/// Names follow `ShownWeightFields`.
enum UnitFields {
    /// Whether the answer `json` may hold a kilogram field: a cheap look before any parse.
    static func mayApply(to json: String) -> Bool {
        json.contains(ShownWeightFields.kilogramSuffix + "\"") || json.contains("\"kilograms\"")
    }

    /// `value` with the unit's fields added to every object with kilogram fields, at any depth.
    static func adding(_ unit: WeightUnit, to value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map { adding(unit, to: $0) })
        case .object(let members):
            var result = members.mapValues { adding(unit, to: $0) }
            guard members[ShownWeightFields.unit] == nil else { return .object(result) }
            var added = false
            for (key, member) in members {
                guard let name = ShownWeightFields.shownName(ofKilogramField: key), members[name] == nil else { continue }
                switch member {
                case .number(let kilograms): result[name] = .number(shown(kilograms, in: unit))
                case .integer(let kilograms): result[name] = .number(shown(Double(kilograms), in: unit))
                case .null: result[name] = .null
                default: continue
                }
                added = true
            }
            if added { result[ShownWeightFields.unit] = .string(unit.symbol) }
            return .object(result)
        default: return value
        }
    }

    /// `kilograms` in `unit` as people are shown it: one rounding, to 0.1.
    static func shown(_ kilograms: Double, in unit: WeightUnit) -> Double {
        ShownNumber.inUnitValue(unit.value(fromKilograms: kilograms))
    }

    /// `reply` as a value, its numbers at full precision, for `adding(_:to:)` (the answer
    /// written is then encoded from it, its kilogram fields rounded once there).
    static func fullPrecisionValue(of reply: any Encodable) throws -> JSONValue {
        try JSONOutput.exact(reply)
    }
}
