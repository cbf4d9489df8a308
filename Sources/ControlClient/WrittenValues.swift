import ControlProtocol
import Workouts

/// Nested values as people write them, after `ShownWeights` has put weights in their unit: a
/// top set `{"weight (kg)": "70.0", "reps": 10}` becomes `70.0 × 10` under its key with the
/// unit's label, `topSet (kg)`; a range `{"minimum": 10, "maximum": 20}` becomes `10–20`. A
/// top set still in kilograms (an answer without a `unit`) is shown in kilograms, labelled so;
/// in a list, a row's null member follows the label its name has in the other rows (a week
/// without a top set is `-` under `topSet (kg)`). Any other object is left as it came.
enum WrittenValues {
    /// `value` with its top sets and ranges written out, at any depth.
    static func forPeople(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items):
            return .array(labellingNone(items.map(forPeople)))
        case .object(let members):
            var result: [String: JSONValue] = [:]
            for (key, member) in members {
                let shown = forPeople(member)
                if let written = written(shown) {
                    result[key + written.label] = .string(written.text)
                } else {
                    result[key] = shown
                }
            }
            return .object(result)
        default:
            return value
        }
    }

    /// `rows` with a null member moved under the label another row's member of that name
    /// gained (a week without a top set under `topSet (kg)`), so a table has one column.
    private static func labellingNone(_ rows: [JSONValue]) -> [JSONValue] {
        var labelled: [String: String] = [:]
        for case .object(let members) in rows {
            for key in members.keys {
                guard let space = key.firstIndex(of: " "), key[space...].hasPrefix(" ("), key.hasSuffix(")") else { continue }
                labelled[String(key[..<space])] = key
            }
        }
        guard !labelled.isEmpty else { return rows }
        return rows.map { row in
            guard case .object(var members) = row else { return row }
            for (key, label) in labelled where members[key] == .null && members[label] == nil {
                members[key] = nil
                members[label] = .null
            }
            return .object(members)
        }
    }

    /// A top set or a range as one text, with the label its key gains (` (kg)` for a weight).
    private static func written(_ value: JSONValue) -> (label: String, text: String)? {
        guard case .object(let members) = value, members.count == 2 else { return nil }
        if let reps = members["reps"], reps.isWholeNumber, let (label, weight) = weight(in: members) {
            return (label, weight + " × " + InlineText.text(reps))
        }
        if let minimum = members["minimum"], let maximum = members["maximum"], minimum.isNumber, maximum.isNumber {
            return ("", InlineText.text(minimum) + "–" + InlineText.text(maximum))
        }
        return nil
    }

    /// The weight member of a top set: shown in its unit (`weight (lb)`) or in kilograms.
    private static func weight(in members: [String: JSONValue]) -> (label: String, text: String)? {
        for (key, member) in members {
            if key.hasPrefix("weight ("), case .string(let text) = member {
                return (String(key.dropFirst("weight".count)), text)
            }
            if key == "weightKilograms", let kilograms = member.number {
                return (" (kg)", ShownNumber.inUnit(kilograms))
            }
        }
        return nil
    }
}

extension JSONValue {
    /// The value of a number, whole or not; nil for anything else.
    fileprivate var number: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    fileprivate var isNumber: Bool { number != nil }

    fileprivate var isWholeNumber: Bool {
        guard let number else { return false }
        return number == number.rounded()
    }
}
