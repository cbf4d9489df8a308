import FoundationEssentials
import ZoneInfo

/// Days on a zone's clocks: where each begins.
struct LocalDay {
    let zone: Zone

    /// Instants are kept within about a million years of 1970, so that no date from outside
    /// can overflow the calendar arithmetic.
    static let instants: ClosedRange<Int64> = -(1 << 45)...(1 << 45)

    /// `date` in whole seconds since 1970 (rounded down), within `instants`.
    static func instant(_ date: Date) -> Int64 {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite else { return 0 }
        return Int64(min(max(seconds, Double(instants.lowerBound)), Double(instants.upperBound)))
    }

    /// The first instant at which the zone's clocks read day number `day` (or later): its
    /// midnight, or where a forward change of the clocks skipping midnight ends.
    func start(ofDay day: Int64) -> Date {
        let midnight = day * CivilCalendar.secondsPerDay
        // Offsets stay within a day of UTC, so the day starts within a day of its UTC midnight.
        var stretchStart = midnight - 2 * CivilCalendar.secondsPerDay
        var offset = zone.secondsFromUTC(at: stretchStart)
        while let next = zone.nextTransition(after: stretchStart), next.instant <= midnight - offset {
            stretchStart = next.instant
            offset = Int64(next.after.secondsFromUTC)
        }
        return Date(timeIntervalSince1970: TimeInterval(max(stretchStart, midnight - offset)))
    }
}
