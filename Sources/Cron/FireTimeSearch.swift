/// Walks forward through the fire times of an expression in a zone, the way Debian cron
/// (as modelled by cronsim) meets them.
///
/// Fixed-time jobs search on the wall clock alone: a time skipped by a forward change moves to
/// the first minute after the gap, and a repeated time fires on its first occurrence only.
/// Other jobs (minute or hour starting with `*`) advance in elapsed time and match the wall
/// clock they pass, so they skip a gap and run again in a repeated hour.
struct FireTimeSearch {
    /// cronsim gives up when nothing matches within this many years of a search's start.
    static let yearsSearched = 50

    let expression: CronExpression
    private var clock: ZoneClock
    private var cursor: LocalTime

    init(expression: CronExpression, clock: ZoneClock, start instant: Int64) {
        self.expression = expression
        var clock = clock
        let local = clock.localTime(at: instant)
        self.clock = clock
        cursor = expression.isFixedTime ? LocalTime(wall: local.wall, isSecondOccurrence: false) : local
    }

    /// The next fire instant after the previous one (or the start), nil when none is near.
    mutating func next() -> Int64? {
        move(by: 1)
        guard findMatch() else { return nil }
        guard expression.isFixedTime else { return clock.instant(of: cursor) }
        while clock.isSkipped(cursor.wall) {
            cursor.wall.seconds += 60
        }
        return clock.instant(of: cursor)
    }

    private mutating func move(by seconds: Int64) {
        if expression.isFixedTime {
            cursor.wall.seconds += seconds
        } else {
            cursor = clock.localTime(at: clock.instant(of: cursor) + seconds)
        }
    }

    private mutating func jump(toMidnightOf days: Int64) {
        cursor = LocalTime(wall: WallClockTime(seconds: days * WallClockTime.secondsPerDay), isSecondOccurrence: false)
    }

    private mutating func findMatch() -> Bool {
        let startYear = cursor.wall.date.year
        while true {
            let date = moveToChosenMonth()
            if date.year > startYear + Self.yearsSearched { return false }
            if moveToChosenDay(from: date) || moveToChosenHour() || moveToChosenMinute() || moveToWholeMinute() {
                continue
            }
            return true
        }
    }

    /// Moves to the first of the next chosen month unless the cursor's month is chosen, and
    /// returns the cursor's date.
    private mutating func moveToChosenMonth() -> (year: Int, month: Int, day: Int) {
        let date = cursor.wall.date
        guard expression.months & (1 << UInt64(date.month)) == 0 else { return date }
        var (year, month) = (date.year, date.month)
        repeat {
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        } while expression.months & (1 << UInt64(month)) == 0
        cursor = LocalTime(wall: WallClockTime(year: year, month: month, day: 1), isSecondOccurrence: false)
        return (year, month, 1)
    }

    /// Moves to midnight of the next chosen day, stopping at the first of a month so the
    /// month is checked again. False when the cursor's day (on `date`) is already chosen.
    private mutating func moveToChosenDay(from date: (year: Int, month: Int, day: Int)) -> Bool {
        var days = cursor.wall.daysSinceEpoch
        var day = date.day
        var weekday = cursor.wall.weekday
        guard !expression.matchesDay(day: day, weekday: weekday) else { return false }
        let monthLength = WallClockTime.daysInMonth(year: date.year, month: date.month)
        repeat {
            days += 1
            day += 1
            weekday = (weekday + 1) % 7
            if day > monthLength { break }
        } while !expression.matchesDay(day: day, weekday: weekday)
        jump(toMidnightOf: days)
        return true
    }

    /// Moves hour by hour to a chosen hour, stopping at midnight so the day is checked again.
    ///
    /// Like cronsim, cutting to the start of the hour keeps the pass through a repeated hour,
    /// and a start inside a gap reads as the end of the gap, so an hour can be missed:
    /// searched from 02:45 on Lord Howe's half-hour jump day, `* 5 * * *` first fires at 05:30;
    /// on Santiago's jump day (midnight skipped), `* 1 6 9 *` misses 01:00–01:59. Debian cron
    /// would run both. Kept so that liftd and cronsim agree; wildcard jobs only.
    private mutating func moveToChosenHour() -> Bool {
        guard !isChosen(cursor.wall.hour, in: expression.hours) else { return false }
        cursor.wall = cursor.wall.startOfHour
        repeat {
            move(by: 3600)
        } while !isChosen(cursor.wall.hour, in: expression.hours) && cursor.wall.hour != 0
        return true
    }

    /// Moves minute by minute to a chosen minute, stopping at the top of the hour.
    private mutating func moveToChosenMinute() -> Bool {
        guard !isChosen(cursor.wall.minute, in: expression.minutes) else { return false }
        cursor.wall = cursor.wall.startOfMinute
        if expression.minutes.nonzeroBitCount == 1 {
            let target = expression.minutes.trailingZeroBitCount
            move(by: floorModulo(Int64(target - cursor.wall.minute), 60) * 60)
        }
        while !isChosen(cursor.wall.minute, in: expression.minutes) {
            move(by: 60)
            if cursor.wall.minute == 0 { break }
        }
        return true
    }

    private mutating func moveToWholeMinute() -> Bool {
        guard cursor.wall.second != 0 else { return false }
        move(by: Int64(60 - cursor.wall.second))
        while cursor.wall.second != 0 {
            move(by: 1)
        }
        return true
    }

    private func isChosen(_ value: Int, in values: UInt64) -> Bool {
        values & (1 << UInt64(value)) != 0
    }
}
