import FoundationEssentials

/// Reads the ISO 8601 dates and times signals take (`log-bodyweight at=`,
/// `health-export-due since=`) strictly: a day the month does not have, hour 24, minute or
/// second 60 and more, or an offset beyond ±18:00 is refused, never moved to a nearby
/// instant. The parts are checked as the importers check theirs (`LocalDateTime.isValid`).
public enum InstantText {
    /// The largest offset from UTC a time may give, in minutes (ISO 8601 and RFC 3339 allow
    /// ±24:00, but no zone was ever further than ±14:00; ±18:00 is what Foundation's zones take).
    public static let maximumOffsetMinutes = 18 * 60

    /// `2025-03-01T07:30:00Z`, `2025-03-01T08:30:00+01:00` or with a fraction of a second
    /// (`07:30:00.250Z`); `T` may be `t` or a space, `Z` may be `z`. Nil for anything else.
    public static func instant(_ text: String) -> Date? {
        var reader = Reader(Array(text.utf8))
        guard let reading = reader.dateAndTime(), let fraction = reader.fraction(),
              let offsetMinutes = reader.offsetMinutes(), reader.isAtEnd else { return nil }
        return Date(timeIntervalSince1970: Double(reading.secondsAsIfUTC - offsetMinutes * 60) + fraction)
    }

    /// `2025-09-01`, a calendar day that exists; nil for anything else.
    public static func day(_ text: String) -> LocalDateTime? {
        var reader = Reader(Array(text.utf8))
        guard let day = reader.day(), reader.isAtEnd, day.isValid else { return nil }
        return day
    }

    /// Walks the bytes of one date and time.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var isAtEnd: Bool { index == bytes.count }

        mutating func day() -> LocalDateTime? {
            guard let year = number(4), skip("-"), let month = number(2), skip("-"), let day = number(2) else { return nil }
            return LocalDateTime(year: year, month: month, day: day)
        }

        mutating func dateAndTime() -> LocalDateTime? {
            guard var reading = day(), skip("Tt "), let hour = number(2), skip(":"), let minute = number(2),
                  skip(":"), let second = number(2) else { return nil }
            (reading.hour, reading.minute, reading.second) = (hour, minute, second)
            return reading.isValid ? reading : nil
        }

        /// `.250` as 0.25 seconds; 0 when there is no fraction, nil when the dot has no digits.
        mutating func fraction() -> Double? {
            guard skip(".") else { return 0 }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return nil }
            return Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
        }

        /// `Z` as 0, `+01:00` as 60, `-0530` as -330; nil past ±18:00 or with minutes past 59.
        mutating func offsetMinutes() -> Int? {
            if skip("Zz") { return 0 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") else { return nil }
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = skip(":")
            guard let minutes = number(2), minutes <= 59 else { return nil }
            let total = hours * 60 + minutes
            return total <= InstantText.maximumOffsetMinutes ? sign * total : nil
        }

        private mutating func number(_ width: Int) -> Int? {
            guard bytes.count - index >= width else { return nil }
            var value = 0
            for byte in bytes[index..<index + width] {
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            index += width
            return value
        }

        private mutating func skip(_ characters: String) -> Bool {
            guard index < bytes.count, characters.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }

        private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    }
}
