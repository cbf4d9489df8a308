import FoundationEssentials

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
    let timeZone: TimeZone
    /// How far from a wall time the clock change that governs it can be.
    static let searchWindow: Int64 = 2 * WallClockTime.secondsPerDay
    /// How far ahead a stretch without clock changes is looked for.
    private static let stretchHorizon: Int64 = 400 * WallClockTime.secondsPerDay
    /// The last stretch of time found without clock changes, so most conversions are arithmetic.
    private var stretch: StableStretch?

    init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    func offset(at instant: Int64) -> Int64 {
        Int64(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
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
        if let known = StableStretchCache.shared.stretch(containing: instant, zone: timeZone.identifier) {
            stretch = known
            return known.offset
        }
        let horizon = instant + Self.stretchHorizon
        let nextChange = firstChange(after: instant - Self.searchWindow, until: horizon)?.instant ?? horizon
        guard nextChange - Self.searchWindow > instant else { return nil }
        let found = StableStretch(offset: offset(at: instant), instants: instant..<(nextChange - Self.searchWindow))
        stretch = found
        StableStretchCache.shared.remember(found, zone: timeZone.identifier)
        return found.offset
    }

    private struct OffsetChange {
        let instant: Int64
        let offsetBefore: Int64
        let offsetAfter: Int64
    }

    private func firstChange(after start: Int64, until end: Int64) -> OffsetChange? {
        var cursor = Date(timeIntervalSince1970: TimeInterval(start))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor) {
            let instant = Int64(next.timeIntervalSince1970.rounded())
            guard instant <= end else { return nil }
            let change = OffsetChange(instant: instant, offsetBefore: offset(at: instant - 1), offsetAfter: offset(at: instant))
            if change.offsetBefore != change.offsetAfter { return change }
            cursor = next
        }
        return nil
    }

    private func lastChange(atOrBefore instant: Int64) -> OffsetChange? {
        var found: OffsetChange?
        var start = instant - Self.searchWindow
        while let change = firstChange(after: start, until: instant) {
            found = change
            start = change.instant
        }
        return found
    }
}
