import Foundation
import Workouts

extension SQLiteWorkoutRepository: WeeklySetFingerprintReading {
    /// The digests of whole weeks starting before `?1`, per week and exercise, as triggers
    /// keep them added up: one row per week and exercise, however many workouts.
    static let wholeWeekFingerprintsQuery = """
        SELECT d.week_start, e.name, CASE WHEN ?2 THEN d.all_sets ELSE d.working_sets END,
               d.workouts || ':' || d.all_sets || ':' || d.hash_high || ':' || d.hash_low
        FROM week_set_digests d JOIN exercises e ON e.id = d.exercise_id
        WHERE d.week_start < ?1 ORDER BY d.week_start, e.name
        """

    /// The workout digests of the workouts started from `?1` to before `?2`, added up per
    /// exercise: the part of a week the report's end cuts.
    static let partWeekFingerprintsQuery = """
        SELECT e.name, sum(CASE WHEN ?3 THEN d.all_sets ELSE d.working_sets END),
               count(*) || ':' || sum(d.all_sets) || ':' || sum(d.hash_high) || ':' || sum(d.hash_low)
        FROM workouts w CROSS JOIN workout_set_digests d ON d.workout_id = w.id
             JOIN exercises e ON e.id = d.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2
        GROUP BY d.exercise_id ORDER BY e.name
        """

    public func weeklySetFingerprints(
        before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> [WeeklySetFingerprint] {
        try connection.access { connection in
            try WorkoutSetDigests.update(before: end, calendar: calendar, connection)
            let countsWarmUps = Int64(rules.countsWarmUps ? 1 : 0)
            // Weeks that end by `end` are read as kept; the week `end` falls inside, if any, from its workouts.
            let cut = calendar.interval(of: calendar.week(containing: end))?.lowerBound ?? end
            var fingerprints: [WeeklySetFingerprint] = []
            let whole = try connection.statement(Self.wholeWeekFingerprintsQuery)
            whole.bind(1, cut)
            whole.bind(2, countsWarmUps)
            var weeks: [Date: WeekIdentifier] = [:]
            while try whole.step() {
                let start = whole.date(0) ?? cut
                let week = weeks[start] ?? calendar.week(containing: start)
                weeks[start] = week
                fingerprints.append(WeeklySetFingerprint(
                    week: week, exercise: whole.text(1), countedSets: Int(whole.integer(2)), digest: whole.text(3)))
            }
            whole.reset()
            guard cut < end else { return fingerprints }
            let part = try connection.statement(Self.partWeekFingerprintsQuery)
            part.bind(1, cut)
            part.bind(2, end)
            part.bind(3, countsWarmUps)
            let week = calendar.week(containing: cut)
            while try part.step() {
                fingerprints.append(WeeklySetFingerprint(
                    week: week, exercise: part.text(0), countedSets: Int(part.integer(1)), digest: part.text(2)))
            }
            return fingerprints
        }
    }
}
