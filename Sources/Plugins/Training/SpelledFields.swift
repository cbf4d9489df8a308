import MessageText
import Workouts

/// The signal fields that name a weight unit (`units`) or a set kind (`kind`): read with
/// `WeightUnit(spelling:)` and `SetKind(spelling:)` for every signal, refused in the same words,
/// with the nearest value when one is near (`'wramup' … (did you mean 'warm-up'?)`).
enum SpelledFields {
    /// The unit `text` names, or `fallback` (the plugin's `units`) when it is absent.
    static func unit(_ text: String?, or fallback: WeightUnit) throws(TrainingError) -> WeightUnit {
        guard let text else { return fallback }
        guard let unit = WeightUnit(spelling: text) else { throw .invalidValue(field: "units", problem: unknownUnit(text)) }
        return unit
    }

    /// The kind `text` names; nil when it is absent.
    static func kind(_ text: String?) throws(TrainingError) -> SetKind? {
        guard let text else { return nil }
        guard let kind = SetKind(spelling: text) else {
            let kinds = SetKind.allCases.map(\.rawValue)
            throw .invalidValue(field: "kind", problem: "'\(text)' is not normal, warm-up, drop or failure"
                + Suggestion.hint(for: text, in: kinds))
        }
        return kind
    }

    /// Why `text` names no unit.
    static func unknownUnit(_ text: String) -> String {
        "'\(text)' is not kg or lb" + Suggestion.hint(for: text, in: ["kg", "lb"])
    }
}
