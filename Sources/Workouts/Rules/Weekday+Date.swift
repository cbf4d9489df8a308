import FoundationEssentials
import ZoneInfo

extension Weekday {
    /// The day of the week `date` falls on by `zone`'s clocks.
    public init(of date: Date, in zone: Zone) {
        let day = CivilCalendar.floorDivide(zone.localSeconds(at: LocalDay.instant(date)), CivilCalendar.secondsPerDay)
        let number = Int(CivilCalendar.weekday(ofDay: day))
        self = Self.allCases.indices.contains(number) ? Self.allCases[number] : .monday
    }

    /// The day's name as people write it: `Tuesday`.
    public var name: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
