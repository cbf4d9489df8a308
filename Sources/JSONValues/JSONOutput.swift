import FoundationEssentials

/// The one way liftd writes JSON: answers, event lines, notifier and `exec` payloads,
/// webhook bodies, summary and export files. Instants are ISO 8601 in UTC with `Z`
/// (`2026-12-01T18:41:12Z`); object keys are sorted and slashes are not escaped; every
/// number with a fraction is rounded, once and here, to 0.01 of its unit (`93.33`, not
/// `93.33333333333333`). Whole numbers stay exact. What is kept in memory and stored keeps
/// its full precision: only the text is rounded.
public enum JSONOutput {
    /// `value` as one line of JSON (no newline at the end).
    public static func line(_ value: some Encodable) throws -> String {
        try encoded(value).rendered
    }

    /// `value` as a document for a file, one member a line (`JSONValue.renderedDocument`),
    /// ending in a newline.
    public static func document(_ value: some Encodable) throws -> String {
        try encoded(value).renderedDocument + "\n"
    }

    /// `value` as the JSON value written for it: dates as instants, numbers rounded. A
    /// `JSONValue` comes back with its numbers rounded.
    public static func encoded(_ value: some Encodable) throws -> JSONValue {
        try JSONValueEncoder().encode(value)
    }

    /// `value` as a JSON value with dates as instants and numbers at full precision: for a
    /// step that computes from the numbers (a unit's values beside the kilograms) before the
    /// value is written, rounded once there.
    public static func exact(_ value: some Encodable) throws -> JSONValue {
        try JSONValueEncoder(roundsNumbers: false).encode(value)
    }

    /// `number` as JSON carries it: rounded half away from zero to 0.01, the double nearest
    /// that two-decimal number, so it prints without float noise (`109.7`, not
    /// `109.69939900000007`). Numbers too large to have hundredths are kept as they are and
    /// `-0` becomes `0`. Infinite and NaN numbers, which JSON cannot express, are kept: the
    /// encoder refuses them.
    public static func number(_ number: Double) -> Double {
        guard number.isFinite else { return number }
        let hundredths = (number * 100).rounded(.toNearestOrAwayFromZero)
        guard abs(hundredths) < 9e15 else { return number }
        return hundredths == 0 ? 0 : hundredths / 100
    }

    /// `date` as JSON carries an instant: ISO 8601 in UTC to the second, `2026-12-01T18:41:12Z`.
    public static func instant(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// `value` with every number at any depth rounded as `number(_:)` rounds it.
    public static func rounded(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): .number(Self.number(number))
        case .array(let elements): .array(elements.map(rounded))
        case .object(let members): .object(members.mapValues(rounded))
        case .null, .bool, .integer, .string: value
        }
    }
}
