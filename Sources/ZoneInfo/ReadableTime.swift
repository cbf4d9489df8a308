/// Times as people read them: `2025-09-15 07:48 +02:00`, the wall clock to the minute and the
/// offset that says which clock it is. The one layout for times shown to people, in liftctl,
/// the reports and the site (through `ZonedDateText.readable` there).
public enum ReadableTime {
    /// `instant` (seconds since 1970 UTC) on `zone`'s clocks, with the zone's offset then.
    public static func text(at instant: Int64, in zone: Zone) -> String {
        text(at: instant, offsetSeconds: zone.secondsFromUTC(at: instant))
    }

    /// `instant` on a clock `offsetSeconds` east of UTC (within a day), with that offset.
    public static func text(at instant: Int64, offsetSeconds: Int64) -> String {
        let local = instant + offsetSeconds
        let day = CivilCalendar.floorDivide(local, CivilCalendar.secondsPerDay)
        let second = local - day * CivilCalendar.secondsPerDay
        let civil = CivilCalendar.date(ofDay: day)
        let minutes = abs(offsetSeconds) / 60
        return "\(padded(civil.year, 4))-\(padded(civil.month))-\(padded(civil.day)) "
            + "\(padded(second / 3600)):\(padded(second / 60 % 60)) "
            + (offsetSeconds < 0 ? "-" : "+") + "\(padded(minutes / 60)):\(padded(minutes % 60))"
    }

    private static func padded(_ value: Int64, _ width: Int = 2) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
