import FoundationEssentials
import ZoneInfo

/// Dates written as wall-clock time in a zone, in the fixed layouts exports use.
public struct ZonedDateText: Sendable {
    /// The zone dates are written in.
    public let timeZone: Zone

    /// Dates in `timeZone`.
    public init(timeZone: Zone) {
        self.timeZone = timeZone
    }

    /// `2025-09-15T18:00:00+02:00` (ISO 8601 / FHIR `dateTime`).
    public func iso8601(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date)T\(parts.time)" + offset(date, separator: ":")
    }

    /// `2025-09-15 18:00:00 +0200` (Apple Health export dates).
    public func appleHealth(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date) \(parts.time) " + offset(date, separator: "")
    }

    /// `2025-09-15 18:00:00` (Strong exports' local time).
    public func local(_ date: Date) -> String {
        let parts = wallClock(date)
        return "\(parts.date) \(parts.time)"
    }

    /// `2025-09-15 07:48 +02:00`: a time as people read it, to the minute, with the offset
    /// that says which zone's clock it is.
    public func readable(_ date: Date) -> String {
        ReadableTime.text(at: LocalDay.instant(date), in: timeZone)
    }

    private func wallClock(_ date: Date) -> (date: String, time: String) {
        let local = timeZone.localSeconds(at: LocalDay.instant(date))
        let day = CivilCalendar.floorDivide(local, CivilCalendar.secondsPerDay)
        let second = local - day * CivilCalendar.secondsPerDay
        let civil = CivilCalendar.date(ofDay: day)
        func pad(_ value: Int64, _ width: Int = 2) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return ("\(pad(civil.year, 4))-\(pad(civil.month))-\(pad(civil.day))",
                "\(pad(second / 3600)):\(pad(second / 60 % 60)):\(pad(second % 60))")
    }

    private func offset(_ date: Date, separator: String) -> String {
        let seconds = timeZone.secondsFromUTC(at: LocalDay.instant(date))
        let minutes = abs(seconds) / 60
        let hours = String(minutes / 60), rest = String(minutes % 60)
        return (seconds < 0 ? "-" : "+") + (hours.count < 2 ? "0" : "") + hours + separator
            + (rest.count < 2 ? "0" : "") + rest
    }
}
