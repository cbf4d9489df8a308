import FoundationEssentials
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

extension SpelledFields {
    /// The instant `text` names in field `field`: ISO 8601 with a zone (`InstantText`), or an
    /// error saying what the field takes.
    static func instant(_ text: String, field: String = "at") throws(TrainingError) -> Date {
        guard let date = InstantText.instant(text) else {
            throw .invalidValue(
                field: field, problem: "'\(text)' is not an ISO 8601 time that exists, like 2025-03-01T07:30:00Z or 2025-03-01T08:30:00+01:00 (a day the month has, hour 0–23, an offset within ±18:00)")
        }
        return date
    }
}
