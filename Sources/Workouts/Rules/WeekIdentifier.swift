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

    /// Parses `YYYY-Www` (e.g. `2025-W38`; a lowercase `w` is accepted); `nil` otherwise.
    public init?(_ text: String) {
        let parts = text.uppercased().split(separator: "-W", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 4, (1...2).contains(parts[1].count),
              let year = Int(parts[0]), let week = Int(parts[1]), (1...53).contains(week)
        else { return nil }
        self.init(year: year, week: week)
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
                codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a week like 2025-W38"))
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
