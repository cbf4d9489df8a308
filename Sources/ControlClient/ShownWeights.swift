import ControlProtocol
import Workouts

/// Weights for people: in each object of an answer that names its `unit`, a weight given in
/// that unit beside its kilogram field (`volume` beside `volumeKilograms`, see
/// `ShownWeightFields`) is shown to 0.1 (`ShownNumber`) under a label naming the unit,
/// `volume (lb)`, which a table heads `VOLUME (LB)`; the kilogram field and `unit` are left
/// out. Answers without a `unit` are shown as they came.
enum ShownWeights {
    /// `value` with its weights labelled and rounded for people, at any depth.
    static func forPeople(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): .array(items.map(forPeople))
        case .object(let members): .object(shown(members))
        default: value
        }
    }

    private static func shown(_ members: [String: JSONValue]) -> [String: JSONValue] {
        var result = members.mapValues(forPeople)
        guard case .string(let unit)? = members[ShownWeightFields.unit] else { return result }
        var labelled = false
        for key in members.keys {
            guard let name = ShownWeightFields.shownName(ofKilogramField: key), let weight = members[name],
                  let text = text(weight) else { continue }
            result[key] = nil
            result[name] = nil
            result["\(name) (\(unit))"] = text
            labelled = true
        }
        if labelled { result[ShownWeightFields.unit] = nil }
        return result
    }

    /// A weight already in its unit, as people read it: `92.5`; `-` stays for none.
    private static func text(_ weight: JSONValue) -> JSONValue? {
        switch weight {
        case .number(let value): .string(ShownNumber.inUnit(value))
        case .integer(let value): .string(ShownNumber.inUnit(Double(value)))
        case .null: .null
        default: nil
        }
    }
}
