/// A unit users weigh their lifts in; liftd stores kilograms. liftd writes it `kg` or `lb`
/// everywhere (answers, events, state) and reads every spelling `init(spelling:)` knows
/// (`lbs` too), also where it decodes one.
public enum WeightUnit: String, CaseIterable, Codable, Sendable {
    case kilograms = "kg"
    case pounds = "lb"

    /// Kilograms in one pound, exact by the international definition of 1959.
    public static let kilogramsPerPound = 0.45359237

    /// `value` in this unit, expressed in kilograms.
    public func kilograms(_ value: Double) -> Double {
        switch self {
        case .kilograms: value
        case .pounds: value * Self.kilogramsPerPound
        }
    }

    /// `kilograms` expressed in this unit.
    public func value(fromKilograms kilograms: Double) -> Double {
        switch self {
        case .kilograms: kilograms
        case .pounds: kilograms / Self.kilogramsPerPound
        }
    }

    /// The unit a user wrote, accepting the spellings exports use (`kg`, `kgs`, `lb`, `lbs`),
    /// in any case. Every request, config setting and import reads a weight unit through this.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "kg", "kgs", "kilograms", "kilogram": self = .kilograms
        case "lb", "lbs", "pounds", "pound": self = .pounds
        default: return nil
        }
    }

    /// Reads any spelling `init(spelling:)` accepts (`lb` and `lbs` alike).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let unit = WeightUnit(spelling: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown weight unit '\(text)'; expected kg or lb")
        }
        self = unit
    }
}

/// A unit exports measure distance in; liftd stores metres.
public enum DistanceUnit: String, CaseIterable, Codable, Sendable {
    case meters = "m"
    case kilometers = "km"
    case miles = "mi"
    case feet = "ft"
    case yards = "yd"

    /// Metres in one of this unit (exact definitions).
    public var meters: Double {
        switch self {
        case .meters: 1
        case .kilometers: 1_000
        case .miles: 1_609.344
        case .feet: 0.3048
        case .yards: 0.9144
        }
    }

    /// The unit a user wrote, accepting the spellings exports use.
    public init?(spelling: String) {
        switch spelling.lowercased() {
        case "m", "meters", "metres", "meter", "metre": self = .meters
        case "km", "kms", "kilometers", "kilometres": self = .kilometers
        case "mi", "mile", "miles": self = .miles
        case "ft", "feet": self = .feet
        case "yd", "yds", "yards": self = .yards
        default: return nil
        }
    }
}
