/// A week as users name it: `2025-W38` (week-numbering year and week number).
public struct WeekIdentifier: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// The week-numbering year, which can differ from the calendar year near New Year.
    public let year: Int
    /// The week number, 1 through 53.
    public let week: Int

    /// Week `week` of week-numbering year `year`.
    public init(year: Int, week: Int) {
        self.year = year
        self.week = week
    }

    /// The week-numbering years a week named in text may fall in: liftd's dates start on
    /// 1 January 1970, which a week starting on Friday, Saturday or Sunday numbers 1969-W53.
    public static let years = 1969...9999

    /// What a week named in text looks like, for error messages.
    public static let expected = "a week like 2025-W38 (years 1969–9999)"

    /// Parses `YYYY-Www` (e.g. `2025-W38`; a lowercase `w` is accepted) in `years`; `nil` otherwise.
    public init?(_ text: String) {
        // By bytes: weeks are read by the thousand from the database and from site notes.
        let bytes = Array(text.utf8)
        guard (7...8).contains(bytes.count), bytes[4] == UInt8(ascii: "-"), bytes[5] | 0x20 == UInt8(ascii: "w"),
              let year = Self.number(bytes[0..<4]), Self.years.contains(year), let week = Self.number(bytes[6...]),
              (1...53).contains(week)
        else { return nil }
        self.init(year: year, week: week)
    }

    /// The decimal number `digits` spell; nil when one is not a digit.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    /// `YYYY-Www`, zero-padded.
    public var description: String {
        let weekText = week < 10 ? "0\(week)" : "\(week)"
        return "\(year)-W\(weekText)"
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.year, lhs.week) < (rhs.year, rhs.week)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let parsed = WeekIdentifier(text) else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "'\(text)' is not \(WeekIdentifier.expected)"))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
