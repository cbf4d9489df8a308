import ZoneInfo

/// A wall clock reading in a zone, telling apart the two passes through a repeated hour.
struct LocalTime: Hashable, Sendable {
    var wall: WallClockTime
    /// True for the second occurrence of a wall time repeated by a backward clock change.
    var isSecondOccurrence: Bool
}

/// Converts between instants (seconds since the Unix epoch) and wall clock times in a zone.
///
/// Wall times that a DST change skips or repeats resolve the way Python's `zoneinfo` (and so
/// cronsim) resolves them: a skipped time's first occurrence uses the offset from before the
/// change, its second the offset from after; a repeated time's first occurrence is the earlier
/// instant, its second the later one.
struct ZoneClock: Sendable {
    let zone: Zone
    /// How far from a wall time the clock change that governs it can be.
    static let searchWindow: Int64 = 2 * WallClockTime.secondsPerDay
    /// How far ahead a stretch without clock changes is looked for.
    private static let stretchHorizon: Int64 = 400 * WallClockTime.secondsPerDay
    /// The last stretch of time found without clock changes, so that most conversions of a
    /// search are arithmetic: a search converts thousands of times, mostly far from changes.
    private var stretch: (offset: Int64, instants: Range<Int64>)?

    init(zone: Zone) {
        self.zone = zone
    }

    func offset(at instant: Int64) -> Int64 {
        zone.secondsFromUTC(at: instant)
    }

    mutating func localTime(at instant: Int64) -> LocalTime {
        if let offset = stableOffset(around: instant) {
            return LocalTime(wall: WallClockTime(seconds: instant + offset), isSecondOccurrence: false)
        }
        let currentOffset = offset(at: instant)
        let wall = WallClockTime(seconds: instant + currentOffset)
        guard offset(at: instant - Self.searchWindow) > currentOffset,
              let change = lastChange(atOrBefore: instant),
              change.offsetBefore > change.offsetAfter
        else { return LocalTime(wall: wall, isSecondOccurrence: false) }
        let repeatedLength = change.offsetBefore - change.offsetAfter
        return LocalTime(wall: wall, isSecondOccurrence: instant - change.instant < repeatedLength)
    }

    mutating func instant(of local: LocalTime) -> Int64 {
        let seconds = local.wall.seconds
        // Far from any change, the wall time read as an instant has the same offset as the answer.
        if let offset = stableOffset(around: seconds) { return seconds - offset }
        let offsetBefore = offset(at: seconds - Self.searchWindow)
        guard offsetBefore != offset(at: seconds + Self.searchWindow),
              let change = firstChange(after: seconds - Self.searchWindow, until: seconds + Self.searchWindow)
        else { return seconds - offsetBefore }
        let larger = max(change.offsetBefore, change.offsetAfter)
        let smaller = min(change.offsetBefore, change.offsetAfter)
        let changeOnThisClock = change.instant + (local.isSecondOccurrence ? smaller : larger)
        return seconds >= changeOnThisClock ? seconds - change.offsetAfter : seconds - change.offsetBefore
    }

    /// Whether a forward clock change skips the wall time, so it never shows on the clock.
    mutating func isSkipped(_ wall: WallClockTime) -> Bool {
        localTime(at: instant(of: LocalTime(wall: wall, isSecondOccurrence: false))).wall != wall
    }

    /// The offset at `instant` when no clock change is within `searchWindow` of it, else nil.
    private mutating func stableOffset(around instant: Int64) -> Int64? {
        if let stretch, stretch.instants.contains(instant) { return stretch.offset }
        let horizon = instant + Self.stretchHorizon
        let nextChange = firstChange(after: instant - Self.searchWindow, until: horizon)?.instant ?? horizon
        guard nextChange - Self.searchWindow > instant else { return nil }
        let found = (offset: offset(at: instant), instants: instant..<(nextChange - Self.searchWindow))
        stretch = found
        return found.offset
    }

    private struct OffsetChange {
        let instant: Int64
        let offsetBefore: Int64
        let offsetAfter: Int64
    }

    /// The first change of UTC offset in `(start, end]`; changes of abbreviation or daylight
    /// saving flag alone leave the wall clock as it is and are passed over.
    private func firstChange(after start: Int64, until end: Int64) -> OffsetChange? {
        var cursor = start
        while let next = zone.nextTransition(after: cursor), next.instant <= end {
            if next.before.secondsFromUTC != next.after.secondsFromUTC {
                return OffsetChange(
                    instant: next.instant, offsetBefore: Int64(next.before.secondsFromUTC),
                    offsetAfter: Int64(next.after.secondsFromUTC))
            }
            cursor = next.instant
        }
        return nil
    }

    /// The last change of UTC offset in `(instant - searchWindow, instant]`.
    private func lastChange(atOrBefore instant: Int64) -> OffsetChange? {
        var cursor = instant
        while let change = zone.previousTransition(atOrBefore: cursor), change.instant > instant - Self.searchWindow {
            if change.before.secondsFromUTC != change.after.secondsFromUTC {
                return OffsetChange(
                    instant: change.instant, offsetBefore: Int64(change.before.secondsFromUTC),
                    offsetAfter: Int64(change.after.secondsFromUTC))
            }
            cursor = change.instant - 1
        }
        return nil
    }
}
