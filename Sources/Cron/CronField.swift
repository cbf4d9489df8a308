/// One of the five fields of a cron expression, in the order they are written.
public enum CronField: Int, CaseIterable, Sendable, Hashable {
    case minute
    case hour
    case dayOfMonth
    case month
    case dayOfWeek

    /// The name crontab(5) uses for the field, as shown in error messages.
    public var name: String {
        switch self {
        case .minute: "minute"
        case .hour: "hour"
        case .dayOfMonth: "day-of-month"
        case .month: "month"
        case .dayOfWeek: "day-of-week"
        }
    }

    /// The values the field accepts; day-of-week accepts both 0 and 7 for Sunday.
    public var allowedValues: ClosedRange<Int> {
        switch self {
        case .minute: 0...59
        case .hour: 0...23
        case .dayOfMonth: 1...31
        case .month: 1...12
        case .dayOfWeek: 0...7
        }
    }

    /// The three-letter names the field accepts (any case), in value order.
    var names: [String] {
        switch self {
        case .month: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"]
        case .dayOfWeek: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"]
        case .minute, .hour, .dayOfMonth: []
        }
    }

    /// The value of a three-letter name written in any case, nil when it is not one of `names`.
    func value(named text: ArraySlice<UInt8>) -> Int? {
        guard self == .month || self == .dayOfWeek else { return nil }
        // Pack the upper-cased letters into one number to compare without building strings.
        var key: UInt32 = 0
        for byte in text {
            let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 32 : byte
            key = key << 8 | UInt32(upper)
        }
        guard let index = Self.packedNames[rawValue].firstIndex(of: key) else { return nil }
        return index + (self == .month ? 1 : 0)
    }

    private static let packedNames: [[UInt32]] = allCases.map { field in
        field.names.map { name in name.utf8.reduce(0) { $0 << 8 | UInt32($1) } }
    }
}
