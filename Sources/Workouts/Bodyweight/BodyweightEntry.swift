import FoundationEssentials

/// One bodyweight measurement: when, how heavy, and where it came from.
public struct BodyweightEntry: Sendable, Equatable, Codable {
    /// When it was measured.
    public var measuredAt: Date
    /// The bodyweight, in kilograms.
    public var kilograms: Double
    /// Where it came from: `log-bodyweight`, or `apple-health` for an import.
    public var source: String

    /// `kilograms` measured at `measuredAt`, from `source`.
    public init(measuredAt: Date, kilograms: Double, source: String) {
        self.measuredAt = measuredAt
        self.kilograms = kilograms
        self.source = source
    }
}

extension ValueRanges {
    /// A bodyweight, in kilograms.
    public static let bodyweight = ValueRange(field: "weight", lowest: 20, highest: 400, unit: "kg")

    /// Why `entry` may not be stored (a weight or date outside the table), or `nil`.
    public func violation(in entry: BodyweightEntry) -> RangeViolation? {
        Self.bodyweight.violation(entry.kilograms) ?? violation(date: entry.measuredAt, field: "at")
    }
}
