import ZoneInfo

/// An ISO 8601 instant as liftd writes them in answers and events, `2025-09-15T05:48:00Z` or
/// with an offset, `2026-12-07T07:00:00+01:00`, a fraction of a second allowed; read strictly
/// so that no other text is taken for a time.
struct TimestampText: Equatable {
    /// Seconds since 1970-01-01 00:00 UTC, the fraction dropped.
    let instant: Int64
    /// The offset written, in seconds east of UTC; nil for `Z`.
    let offsetSeconds: Int64?

    /// The instant `text` is, or nil when it is anything else.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ width: Int) -> Int64? {
            guard start + width <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[start..<start + width] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), byte(7, is: "-"),
              let day = number(8, 2), byte(10, is: "T"), let hour = number(11, 2), byte(13, is: ":"),
              let minute = number(14, 2), byte(16, is: ":"), let second = number(17, 2),
              (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        if byte(index, is: ".") {
            index += 1
            let digits = index
            while number(index, 1) != nil { index += 1 }
            guard index > digits else { return nil }
        }
        if byte(index, is: "Z"), index + 1 == bytes.count {
            offsetSeconds = nil
        } else if byte(index, is: "+") || byte(index, is: "-"), index + 6 == bytes.count,
                  let hours = number(index + 1, 2), byte(index + 3, is: ":"), let minutes = number(index + 4, 2),
                  minutes < 60, hours * 60 + minutes <= 18 * 60 {
            offsetSeconds = (byte(index, is: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        let local = CivilCalendar.day(year: year, month: month, day: day) * CivilCalendar.secondsPerDay
            + hour * 3600 + minute * 60 + second
        instant = local - (offsetSeconds ?? 0)
    }
}
