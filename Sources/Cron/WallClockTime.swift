/// A reading of a wall clock, as seconds since 1970-01-01 00:00 on that clock (no zone),
/// with the proleptic Gregorian calendar fields derived from it.
struct WallClockTime: Hashable, Comparable, Sendable {
    static let secondsPerDay: Int64 = 86_400

    var seconds: Int64

    init(seconds: Int64) { self.seconds = seconds }

    /// Midnight at the start of the given calendar day.
    init(year: Int, month: Int, day: Int) {
        seconds = Self.daysSinceEpoch(year: year, month: month, day: day) * Self.secondsPerDay
    }

    var daysSinceEpoch: Int64 { floorDivision(seconds, Self.secondsPerDay) }
    var secondOfDay: Int64 { seconds - daysSinceEpoch * Self.secondsPerDay }
    var hour: Int { Int(secondOfDay / 3600) }
    var minute: Int { Int(secondOfDay % 3600 / 60) }
    var second: Int { Int(secondOfDay % 60) }
    /// 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
    var weekday: Int { Int(floorModulo(daysSinceEpoch + 4, 7)) }
    var date: (year: Int, month: Int, day: Int) { Self.civilDate(daysSinceEpoch: daysSinceEpoch) }

    /// The same clock reading with the time of day cut to the start of its hour.
    var startOfHour: WallClockTime { WallClockTime(seconds: seconds - secondOfDay % 3600) }
    /// The same clock reading with the time of day cut to the start of its minute.
    var startOfMinute: WallClockTime { WallClockTime(seconds: seconds - secondOfDay % 60) }

    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static func < (left: Self, right: Self) -> Bool { left.seconds < right.seconds }

    // Days/civil conversions after Howard Hinnant's public-domain date algorithms.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let shiftedYear = Int64(month <= 2 ? year - 1 : year)
        let era = floorDivision(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let shiftedMonth = Int64(month > 2 ? month - 3 : month + 9)
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + Int64(day) - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civilDate(daysSinceEpoch days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivision(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }
}

func floorDivision(_ dividend: Int64, _ divisor: Int64) -> Int64 {
    let quotient = dividend / divisor
    return (dividend % divisor != 0 && (dividend < 0) != (divisor < 0)) ? quotient - 1 : quotient
}

func floorModulo(_ dividend: Int64, _ divisor: Int64) -> Int64 {
    dividend - floorDivision(dividend, divisor) * divisor
}
