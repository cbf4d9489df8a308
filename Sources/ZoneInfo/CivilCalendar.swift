/// Proleptic Gregorian calendar arithmetic on days counted from 1970-01-01, for the years a
/// footer rule is evaluated in (callers keep years small: see `PosixTimeZoneRule`).
enum CivilCalendar {
    static let secondsPerDay: Int64 = 86_400
    /// Days in 400 Gregorian years: the calendar, weekdays included, repeats after them.
    static let daysPerCycle: Int64 = 146_097
    /// Seconds in 400 Gregorian years.
    static let secondsPerCycle: Int64 = daysPerCycle * secondsPerDay

    /// The day number of `year`-`month`-`day` (month 1–12), 1970-01-01 being 0.
    static func day(year: Int64, month: Int64, day: Int64) -> Int64 {
        let marchBasedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(marchBasedYear, 400)
        let yearOfEra = marchBasedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * daysPerCycle + dayOfEra - 719_468
    }

    /// The year day number `day` falls in.
    static func year(ofDay day: Int64) -> Int64 {
        let shifted = day + 719_468
        let era = floorDivide(shifted, daysPerCycle)
        let dayOfEra = shifted - era * daysPerCycle
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        return yearOfEra + era * 400 + (monthFromMarch >= 10 ? 1 : 0)
    }

    /// The day of the week of day number `day`: 0 is Sunday.
    static func weekday(ofDay day: Int64) -> Int64 {
        floorModulo(day + 4, 7)
    }

    static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    static func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
