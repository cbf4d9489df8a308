// A zone's clocks: local time (seconds since 1970-01-01 00:00 as the zone's clocks read it)
// at an instant.

extension Zone {
    /// Seconds east of UTC at `instant`.
    public func secondsFromUTC(at instant: Int64) -> Int64 {
        Int64(offset(at: instant).secondsFromUTC)
    }

    /// What the zone's clocks read at `instant`, as seconds since 1970-01-01 00:00 local time.
    public func localSeconds(at instant: Int64) -> Int64 {
        instant + secondsFromUTC(at: instant)
    }
}
