import FoundationEssentials
import ZoneInfo

/// A wall-clock date and time with no zone, as exports write them.
public struct LocalDateTime: Sendable, Equatable {
    /// The calendar date (proleptic Gregorian) and wall-clock time, each part as written.
    public var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// The given wall-clock reading.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// Whether every part is in range (the day checked against the month's length; second 60,
    /// a leap second, names no instant of its own and is refused).
    public var isValid: Bool {
        guard (1...12).contains(month), (0...23).contains(hour), (0...59).contains(minute),
              (0...59).contains(second), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= lengths[month - 1]
    }

    /// Seconds from 1970-01-01 00:00 to this reading, as if it were UTC.
    var secondsAsIfUTC: Int {
        // Days from civil (proleptic Gregorian), counting years from March.
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// The instant this reading names in `timeZone`. A reading that occurs twice (clocks
    /// going back) is taken as the later one; a reading skipped by clocks going forward is
    /// moved forward by the jump.
    public func date(in timeZone: Zone) -> Date {
        let local = Int64(secondsAsIfUTC)
        let firstGuess = local - timeZone.secondsFromUTC(at: local)
        let offset = timeZone.secondsFromUTC(at: firstGuess)
        return Date(timeIntervalSince1970: TimeInterval(local - offset))
    }
}
