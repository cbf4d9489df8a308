import FoundationEssentials
import ZoneInfo

/// ISO 8601 timestamps with a UTC offset, such as `2026-03-29T03:00:00+02:00`, for showing
/// and reading fire times.
public enum ZonedTimestamp {
    /// The instant as wall time in `zone` with that zone's offset at the instant.
    public static func format(_ instant: Date, in zone: Zone) -> String {
        let seconds = Int64(instant.timeIntervalSince1970.rounded(.down))
        let offset = Int(zone.secondsFromUTC(at: seconds))
        let wall = WallClockTime(seconds: seconds + Int64(offset))
        let (year, month, day) = wall.date
        let sign = offset < 0 ? "-" : "+"
        let offsetMinutes = abs(offset) / 60
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(day, 2))T"
            + "\(digits(wall.hour, 2)):\(digits(wall.minute, 2)):\(digits(wall.second, 2))"
            + "\(sign)\(digits(offsetMinutes / 60, 2)):\(digits(offsetMinutes % 60, 2))"
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fraction]]` (the fraction is dropped) followed by `Z` or `±HH:MM`; without an offset the
    /// wall time is read in `zone` (a repeated time meaning its first occurrence).
    /// Nil when the text is not such a timestamp.
    public static func parse(_ text: String, in zone: Zone) -> Date? {
        let characters = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= characters.count else { return nil }
            var value = 0
            for character in characters[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(character) else { return nil }
                value = value * 10 + Int(character - UInt8(ascii: "0"))
            }
            return value
        }
        func isCharacter(_ index: Int, _ expected: String) -> Bool {
            index < characters.count && expected.utf8.contains(characters[index])
        }
        guard let year = number(0..<4), isCharacter(4, "-"), let month = number(5..<7), isCharacter(7, "-"),
              let day = number(8..<10), isCharacter(10, "Tt "), let hour = number(11..<13), isCharacter(13, ":"),
              let minute = number(14..<16),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60
        else { return nil }
        var index = 16
        var second = 0
        if isCharacter(index, ":") {
            guard let value = number(17..<19), value < 60 else { return nil }
            second = value
            index = 19
            if isCharacter(index, ".") {
                repeat { index += 1 } while number(index..<index + 1) != nil
            }
        }
        let wall = WallClockTime(year: year, month: month, day: day).seconds
            + Int64(hour * 3600 + minute * 60 + second)
        guard WallClockTime(seconds: wall).date == (year, month, day) else { return nil }
        if index == characters.count {
            var clock = ZoneClock(zone: zone)
            let instant = clock.instant(of: LocalTime(wall: WallClockTime(seconds: wall), isSecondOccurrence: false))
            return Date(timeIntervalSince1970: TimeInterval(instant))
        }
        if isCharacter(index, "Zz"), index + 1 == characters.count {
            return Date(timeIntervalSince1970: TimeInterval(wall))
        }
        guard isCharacter(index, "+-"), characters.count == index + 6, isCharacter(index + 3, ":"),
              let offsetHours = number(index + 1..<index + 3), let offsetMinutes = number(index + 4..<index + 6),
              offsetMinutes < 60
        else { return nil }
        let offset = Int64(offsetHours * 3600 + offsetMinutes * 60) * (characters[index] == UInt8(ascii: "-") ? -1 : 1)
        return Date(timeIntervalSince1970: TimeInterval(wall - offset))
    }

    private static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, count - text.count)) + text
    }
}
