/// What a zone's clocks say relative to UTC during one stretch of time: the offset, the
/// abbreviation people see (`CET`, `+0530`) and whether it is daylight saving time.
public struct ZoneOffset: Hashable, Sendable, CustomStringConvertible {
    /// Seconds east of UTC: local time is the instant plus this.
    public let secondsFromUTC: Int
    /// The abbreviation tzdata gives this stretch, such as `CEST` or `-03`.
    public let abbreviation: String
    /// True for daylight saving time (tzdata's flag; Dublin's winter time has it, for example).
    public let isDaylightSaving: Bool

    /// An offset of `secondsFromUTC`, named `abbreviation`.
    public init(secondsFromUTC: Int, abbreviation: String, isDaylightSaving: Bool) {
        self.secondsFromUTC = secondsFromUTC
        self.abbreviation = abbreviation
        self.isDaylightSaving = isDaylightSaving
    }

    /// UTC itself.
    public static let utc = ZoneOffset(secondsFromUTC: 0, abbreviation: "UTC", isDaylightSaving: false)

    /// The offset as people write it, with the abbreviation: `+01:00 CET`, `-03:30 NST DST`.
    public var description: String {
        let magnitude = secondsFromUTC.magnitude
        let hours = magnitude / 3600, minutes = magnitude / 60 % 60, seconds = magnitude % 60
        var text = (secondsFromUTC < 0 ? "-" : "+") + twoDigits(hours) + ":" + twoDigits(minutes)
        if seconds != 0 { text += ":" + twoDigits(seconds) }
        return text + " " + abbreviation + (isDaylightSaving ? " DST" : "")
    }
}

private func twoDigits(_ value: UInt) -> String {
    value < 10 ? "0\(value)" : "\(value)"
}

/// A moment at which a zone's clocks change: the first second of the new offset.
public struct ZoneTransition: Hashable, Sendable {
    /// The first instant (seconds since 1970-01-01 UTC) with the new offset.
    public let instant: Int64
    /// The offset in force until one second before `instant`.
    public let before: ZoneOffset
    /// The offset in force from `instant` on.
    public let after: ZoneOffset

    /// A change at `instant` from `before` to `after`.
    public init(instant: Int64, before: ZoneOffset, after: ZoneOffset) {
        self.instant = instant
        self.before = before
        self.after = after
    }
}
