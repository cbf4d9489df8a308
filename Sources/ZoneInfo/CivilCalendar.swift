/// Proleptic Gregorian calendar arithmetic on days counted from 1970-01-01: for the years a
/// footer rule is evaluated in, and for local dates (a zone's instant plus its offset) in the
/// modules that show or count days. Years stay within a few million of 1970 for the
/// arithmetic not to overflow.
public enum CivilCalendar {
    /// Seconds in a day (zones have no leap seconds here).
    public static let secondsPerDay: Int64 = 86_400
    /// Days in 400 Gregorian years: the calendar, weekdays included, repeats after them.
    public static let daysPerCycle: Int64 = 146_097
    /// Seconds in 400 Gregorian years.
    public static let secondsPerCycle: Int64 = daysPerCycle * secondsPerDay

    /// The day number of `year`-`month`-`day` (month 1–12), 1970-01-01 being 0.
    public static func day(year: Int64, month: Int64, day: Int64) -> Int64 {
        let marchBasedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(marchBasedYear, 400)
        let yearOfEra = marchBasedYear - era * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * daysPerCycle + dayOfEra - 719_468
    }

    /// The year day number `day` falls in.
    public static func year(ofDay day: Int64) -> Int64 {
        date(ofDay: day).year
    }

    /// The year, month (1–12) and day of the month of day number `day`.
    public static func date(ofDay day: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = day + 719_468
        let era = floorDivide(shifted, daysPerCycle)
        let dayOfEra = shifted - era * daysPerCycle
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfMonth)
    }

    /// The day of the week of day number `day`: 0 is Sunday.
    public static func weekday(ofDay day: Int64) -> Int64 {
        floorModulo(day + 4, 7)
    }

    /// True for the years with a February 29.
    public static func isLeapYear(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days of `month` (1–12) in `year`.
    public static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// `value / divisor` rounded towards negative infinity (`divisor` positive).
    public static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of `floorDivide`: from 0 up to `divisor`.
    public static func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 {
        let remainder = value % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
