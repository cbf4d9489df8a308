import Foundation
import Workouts

extension SiteSources {
    /// The page of `exercise` with what the next build is to remember of it: made from
    /// `history` and the sets from its last week on when the weeks before hold the same sets
    /// as when `history` was made, else from every set up to the report's end.
    func exercisePage(
        _ exercise: String, remembering history: ExerciseHistory?
    ) throws -> (page: ExercisePageModel, history: ExerciseHistory?) {
        let remembered = history.flatMap { WeekIdentifier($0.lastWeek) }
        let weeks = try reader.exerciseWeeksFingerprint(
            of: exercise, before: summary.end, earlierThan: remembered, calendar: calendar, rules: rules)
        let last = weeks.lastWeek
        let cells = PageCells(units: units, page: pages[exercise] ?? "")
        var rows = ExerciseRows()
        var records = SiteRecordFeed(estimate: estimate)
        var from = Date.distantPast
        if let history, let remembered, let last, let resumed = resumption(history, week: remembered, weeks: weeks, last: last) {
            (rows, records, from) = resumed
        }
        let sets = try reader.datedSets(of: exercise, startedIn: from..<summary.end)
        var kept: (rows: ExerciseRows, records: SiteRecordFeed)?
        for (week, period, batch) in Self.byWeek(sets, calendar: calendar) {
            if kept == nil, let last, week >= last { kept = (rows, records) }
            let trend = ExerciseTrend(exercise: exercise, sets: batch, span: WeekSpan(weeks: [(week, period)]),
                                      rules: rules, estimate: estimate)
            rows.append(trend.weeks.filter { $0.sets != nil || $0.topSet != nil }, cells: cells)
            records.add(batch)
        }
        let page = ExercisePageModel(
            exercise: exercise, page: pages[exercise] ?? "", units: units, estimate: estimate, weeks: rows.recent,
            records: records.current(of: exercise, dates: ZonedDateText(timeZone: calendar.timeZone)),
            olderRows: rows.olderTable)
        guard let last, let kept else { return (page, nil) }
        // Gone on from a history of the same last week: what it remembers is what it would remember.
        if let history, from != .distantPast, history.lastWeek == last.description { return (page, history) }
        let earlier = remembered == last || remembered == nil ? weeks.earlier : try reader.exerciseWeeksFingerprint(
            of: exercise, before: summary.end, earlierThan: last, calendar: calendar, rules: rules).earlier
        return (page, ExerciseHistory(
            lastWeek: last.description, earlierFingerprint: ExerciseHistory.fingerprint(of: earlier),
            rows: kept.rows, records: kept.records))
    }

    /// The rows, records and start of the sets still to read when `history` (made when the
    /// exercise's last week was `week`) holds for `weeks` (read with their fingerprint before
    /// `week`, the last being `last`); nil when it does not.
    private func resumption(
        _ history: ExerciseHistory, week: WeekIdentifier, weeks: ExerciseWeeksFingerprint, last: WeekIdentifier
    ) -> (rows: ExerciseRows, records: SiteRecordFeed, from: Date)? {
        guard week <= last, weeks.holdsWeek,
              ExerciseHistory.fingerprint(of: weeks.earlier) == history.earlierFingerprint,
              history.records.tracker.estimate == estimate,
              let rows = history.rows, let period = calendar.interval(of: week)
        else { return nil }
        return (rows, history.records, period.lowerBound)
    }

    /// `sets` (in workout order) in runs of one week each, oldest first.
    private static func byWeek(
        _ sets: [DatedSet], calendar: WeekCalendar
    ) -> [(week: WeekIdentifier, period: Range<Date>, sets: [DatedSet])] {
        var runs: [(week: WeekIdentifier, period: Range<Date>, sets: [DatedSet])] = []
        for dated in sets {
            if let run = runs.last, run.period.contains(dated.startedAt) {
                runs[runs.count - 1].sets.append(dated)
                continue
            }
            let week = calendar.week(containing: dated.startedAt)
            guard let period = calendar.interval(of: week) else { continue }
            runs.append((week, period, [dated]))
        }
        return runs
    }
}
