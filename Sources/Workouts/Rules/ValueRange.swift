/// The values one numeric field may take, inclusive at both ends, and how to say so when a
/// value falls outside: `reps must be between 0 and 1000; got 5000`.
public struct ValueRange: Sendable, Equatable {
    /// The field's name in messages, e.g. `reps`.
    public var field: String
    /// The smallest value allowed.
    public var lowest: Double
    /// The largest value allowed.
    public var highest: Double
    /// The unit values are measured in, e.g. `kg`; empty for a plain count.
    public var unit: String

    /// `field` may hold `lowest` through `highest`, measured in `unit`.
    public init(field: String, lowest: Double, highest: Double, unit: String = "") {
        self.field = field
        self.lowest = lowest
        self.highest = highest
        self.unit = unit
    }

    /// Whether `value` is allowed; never true for NaN or an infinity.
    public func contains(_ value: Double) -> Bool { value >= lowest && value <= highest }

    /// Why `value` is not allowed, naming `field` (this range's own name when `nil`), or
    /// `nil` when it is.
    public func violation(_ value: Double, field: String? = nil) -> RangeViolation? {
        contains(value) ? nil : RangeViolation(field: field ?? self.field, allowed: allowed, got: measured(outside(value)))
    }

    /// `value` as `text(_:)` writes it, or with every digit it needs when rounding made it
    /// read as a bound (1000.0000001 is not "1000").
    private func outside(_ value: Double) -> String {
        let rounded = Self.text(value)
        return rounded == Self.text(lowest) || rounded == Self.text(highest) ? "\(value)" : rounded
    }

    /// Why `value` is not allowed, naming `field`, or `nil` when it is. Whole numbers are
    /// compared without converting them to `Double` first, so none is rounded into range.
    public func violation(_ value: Int, field: String? = nil) -> RangeViolation? {
        let inRange = value >= Int(lowest.rounded(.up)) && value <= Int(highest.rounded(.down))
        return inRange ? nil : RangeViolation(field: field ?? self.field, allowed: allowed, got: measured(String(value)))
    }

    /// `between 0 and 1000 kg`.
    public var allowed: String { "between \(Self.text(lowest)) and \(Self.text(highest))\(unitSuffix)" }

    /// `value` with this range's unit: `1e+18 kg`.
    public func measured(_ value: Double) -> String { measured(Self.text(value)) }

    private func measured(_ text: String) -> String { text + unitSuffix }

    private var unitSuffix: String { unit.isEmpty ? "" : " " + unit }

    /// `value` as people read it: whole numbers without a fraction, others to six decimals
    /// at most, and very large, very small or non-finite ones as Swift prints them.
    public static func text(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        if value == value.rounded() { return String(Int64(value)) }
        return abs(value) >= 0.001 ? DecimalText.trimmed(value, digits: 6) : "\(value)"
    }
}

/// A value outside liftd's ranges: which field, what is allowed, and what was given.
public struct RangeViolation: Error, Sendable, Equatable, CustomStringConvertible {
    /// The field, e.g. `reps`.
    public var field: String
    /// What the field may hold, e.g. `between 0 and 1000`.
    public var allowed: String
    /// What it held, e.g. `9223372036854775807`.
    public var got: String

    /// `field` held `got` where only `allowed` may go.
    public init(field: String, allowed: String, got: String) {
        self.field = field
        self.allowed = allowed
        self.got = got
    }

    /// `reps must be between 0 and 1000; got 9223372036854775807`.
    public var description: String { "\(field) must be \(allowed); got \(got)" }
}
