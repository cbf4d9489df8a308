// Offsets and transitions of a POSIX TZ rule at any instant.
//
// A rule depends only on the Gregorian calendar, which repeats exactly every 400 years, so an
// instant is first moved by whole cycles into 1970–2369 and the answer moved back. That keeps
// the calendar arithmetic small for every Int64 instant; a transition that would lie past
// Int64's range is reported as none.

extension PosixTimeZoneRule {
    /// The offset the rule gives at `instant` (seconds since 1970-01-01 UTC).
    public func offset(at instant: Int64) -> ZoneOffset {
        guard daylightSaving != nil else { return standard }
        let reduced = CivilCalendar.floorModulo(instant, CivilCalendar.secondsPerCycle)
        let year = yearOf(reduced)
        return clockChanges(years: (year - 2)...(year + 1)).last { $0.instant <= reduced }?.after ?? standard
    }

    /// The first change of offset after `instant`, if the rule has one.
    public func transition(after instant: Int64) -> ZoneTransition? {
        let reduced = CivilCalendar.floorModulo(instant, CivilCalendar.secondsPerCycle)
        let year = yearOf(reduced)
        let change = effectiveTransitions(years: (year - 3)...(year + 3)).first { $0.instant > reduced }
        return change.flatMap { moved($0, by: instant, reduced: reduced) }
    }

    /// The last change of offset at or before `instant`, if the rule has one.
    public func transition(atOrBefore instant: Int64) -> ZoneTransition? {
        let reduced = CivilCalendar.floorModulo(instant, CivilCalendar.secondsPerCycle)
        let year = yearOf(reduced)
        let change = effectiveTransitions(years: (year - 3)...(year + 3)).last { $0.instant <= reduced }
        return change.flatMap { moved($0, by: instant, reduced: reduced) }
    }

    /// `transition`, found near `reduced`, moved to the same place near `instant`.
    private func moved(_ transition: ZoneTransition, by instant: Int64, reduced: Int64) -> ZoneTransition? {
        let (moved, overflow) = instant.addingReportingOverflow(transition.instant - reduced)
        guard !overflow else { return nil }
        return ZoneTransition(instant: moved, before: transition.before, after: transition.after)
    }

    private func yearOf(_ instant: Int64) -> Int64 {
        CivilCalendar.year(ofDay: CivilCalendar.floorDivide(instant, CivilCalendar.secondsPerDay))
    }

    /// The rule's changes in `years` in time order, each with the offset from it on, one per
    /// instant; changes that leave the offset as it was are kept (see `effectiveTransitions`).
    private func clockChanges(years: ClosedRange<Int64>) -> [(instant: Int64, after: ZoneOffset)] {
        guard let daylightSaving else { return [] }
        var changes: [(instant: Int64, order: Int, after: ZoneOffset)] = []
        for year in years {
            let start = daylightSaving.start.instant(in: year, offset: standard)
            let end = daylightSaving.end.instant(in: year, offset: daylightSaving.offset)
            changes.append((start, changes.count, daylightSaving.offset))
            changes.append((end, changes.count, standard))
        }
        changes.sort { ($0.instant, $0.order) < ($1.instant, $1.order) }
        // Changes at one instant (one year's end where the next begins, all-year daylight
        // saving time) leave the offset the last of them names.
        var merged: [(instant: Int64, after: ZoneOffset)] = []
        for change in changes {
            if merged.last?.instant == change.instant { merged.removeLast() }
            merged.append((change.instant, change.after))
        }
        return merged
    }

    /// The changes during `years` (UTC) that change something. The years on either side are
    /// looked at too, so that a change at the edge is judged against its neighbours.
    private func effectiveTransitions(years: ClosedRange<Int64>) -> [ZoneTransition] {
        let changes = clockChanges(years: (years.lowerBound - 1)...(years.upperBound + 1))
        let first = CivilCalendar.day(year: years.lowerBound, month: 1, day: 1) * CivilCalendar.secondsPerDay
        let end = CivilCalendar.day(year: years.upperBound + 1, month: 1, day: 1) * CivilCalendar.secondsPerDay
        guard var current = changes.first?.after else { return [] }
        var transitions: [ZoneTransition] = []
        for change in changes.dropFirst() where change.after != current {
            if (first..<end).contains(change.instant) {
                transitions.append(ZoneTransition(instant: change.instant, before: current, after: change.after))
            }
            current = change.after
        }
        return transitions
    }
}

extension RuleMoment {
    /// The instant this moment has in `year`, read in local time at `offset`.
    func instant(in year: Int64, offset: ZoneOffset) -> Int64 {
        day.day(in: year) * CivilCalendar.secondsPerDay + secondsAfterMidnight - Int64(offset.secondsFromUTC)
    }
}
