import FoundationEssentials
import Workouts
import ZoneInfo

/// A type an option's value can have: how users write it in config and how `liftd plugins`
/// names the type and shows a default.
public protocol OptionValue: Sendable, Equatable {
    /// The type as users write it, e.g. `bool`, `number`, `string`, `list of string`.
    static var optionType: String { get }
    /// The value of option `name` in `reader`; a value that is not one is an error at it.
    init(option name: String, in reader: OptionReader) throws
    /// The value as users would write it in config.
    var optionText: String { get }
}

extension OptionValue where Self: Decodable {
    public init(option name: String, in reader: OptionReader) throws {
        self = try reader.decode(Self.self, name)
    }
}

extension Bool: OptionValue {
    public static var optionType: String { "bool" }
    public var optionText: String { self ? "true" : "false" }
}

extension Int: OptionValue {
    public static var optionType: String { "number" }
    public var optionText: String { String(self) }
}

extension Double: OptionValue {
    public static var optionType: String { "number" }
    /// Whole numbers without a fraction (`20`, not `20.0`).
    public var optionText: String {
        rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}

extension String: OptionValue {
    public static var optionType: String { "string" }
    public var optionText: String { self }
}

extension Array: OptionValue where Element: OptionValue & Decodable {
    public static var optionType: String { "list of \(Element.optionType)" }
    public var optionText: String { "[" + map(\.optionText).joined(separator: ", ") + "]" }
}

extension Optional: OptionValue where Wrapped: OptionValue {
    public static var optionType: String { Wrapped.optionType }

    public init(option name: String, in reader: OptionReader) throws {
        self = try Wrapped(option: name, in: reader)
    }

    public var optionText: String { map(\.optionText) ?? "none" }
}

extension Zone: OptionValue {
    public static var optionType: String { "string" }

    /// A zone named by its identifier, e.g. `Europe/Berlin`, from the system's zoneinfo.
    public init(option name: String, in reader: OptionReader) throws {
        self = try reader.decode(name, parsing: "time zone") { try? ZoneDirectory.system.zone(named: $0) }
    }

    public var optionText: String { identifier }
}

extension WeightUnit: OptionValue {
    public static var optionType: String { "string" }

    /// A unit in any spelling `WeightUnit(spelling:)` accepts.
    public init(option name: String, in reader: OptionReader) throws {
        self = try reader.decode(name, parsing: "unit") { WeightUnit(spelling: $0) }
    }

    public var optionText: String { rawValue }
}

extension Weekday: OptionValue {
    public static var optionType: String { "string" }
    public var optionText: String { rawValue }
}
