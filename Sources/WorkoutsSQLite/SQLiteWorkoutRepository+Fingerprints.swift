import Foundation
import Workouts

extension SQLiteWorkoutRepository: WeeklySetFingerprintReading {
    /// The digests of whole weeks starting before `?1` per week and exercise, as triggers
    /// keep them added up: one row per week and exercise.
    static let wholeWeekFingerprintsQuery = """
        SELECT d.week, e.name, CASE WHEN ?2 THEN d.all_sets ELSE d.working_sets END,
               d.workouts, d.all_sets, d.hash_high, d.hash_low
        FROM week_set_digests d JOIN exercises e ON e.id = d.exercise_id
        WHERE d.week_start < ?1
        ORDER BY d.week_start, e.name
        """

    /// The digests of whole weeks starting before `?1` added up per week, as kept.
    static let weekFingerprintTotalsQuery = """
        SELECT week, CASE WHEN ?2 THEN all_sets ELSE working_sets END, workouts, all_sets, hash_high, hash_low
        FROM week_digest_totals WHERE week_start < ?1
        """

    /// The digests of whole weeks starting before `?1` added up per exercise: the totals
    /// kept of all weeks less those of the weeks from `?1` on (the report's week, rarely later ones).
    static let exerciseFingerprintTotalsQuery = """
        SELECT e.name, CASE WHEN ?2 THEN t.all_sets - l.all_sets ELSE t.working_sets - l.working_sets END,
               t.workouts - l.workouts, t.all_sets - l.all_sets, t.hash_high - l.hash_high, t.hash_low - l.hash_low
        FROM exercise_digest_totals t JOIN exercises e ON e.id = t.exercise_id
             JOIN (SELECT x.exercise_id, coalesce(sum(d.workouts), 0) AS workouts,
                          coalesce(sum(d.working_sets), 0) AS working_sets, coalesce(sum(d.all_sets), 0) AS all_sets,
                          coalesce(sum(d.hash_high), 0) AS hash_high, coalesce(sum(d.hash_low), 0) AS hash_low
                   FROM exercise_digest_totals x LEFT JOIN week_set_digests d
                        ON d.exercise_id = x.exercise_id AND d.week_start >= ?1
                   GROUP BY x.exercise_id) l ON l.exercise_id = t.exercise_id
        WHERE t.workouts > l.workouts
        """

    /// The workout digests of the workouts started from `?1` to before `?2`, added up per
    /// exercise (only exercise `?4` unless it is null): the part of a week the report's end cuts.
    static let partWeekFingerprintsQuery = """
        SELECT e.name, sum(CASE WHEN ?3 THEN d.all_sets ELSE d.working_sets END),
               count(*), sum(d.all_sets), sum(d.hash_high), sum(d.hash_low)
        FROM workouts w CROSS JOIN workout_set_digests d ON d.workout_id = w.id
             JOIN exercises e ON e.id = d.exercise_id
        WHERE w.started_at >= ?1 AND w.started_at < ?2 AND (?4 IS NULL OR e.name = ?4)
        GROUP BY d.exercise_id ORDER BY e.name
        """

    public func weeklySetFingerprints(
        before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> [WeeklySetFingerprint] {
        try connection.access { connection in
            let cut = try Self.digest(before: end, calendar: calendar, connection)
            let whole = try connection.statement(Self.wholeWeekFingerprintsQuery)
            whole.bind(1, cut)
            whole.bind(2, Int64(rules.countsWarmUps ? 1 : 0))
            var fingerprints: [WeeklySetFingerprint] = []
            while try whole.step() {
                guard let week = WeekIdentifier(whole.text(0)) else { continue }
                let sum = DigestSum(whole, from: 2)
                fingerprints.append(WeeklySetFingerprint(
                    week: week, exercise: whole.text(1), countedSets: sum.countedSets, digest: sum.text))
            }
            whole.reset()
            let week = calendar.week(containing: cut)
            for (name, sum) in try Self.partWeek(from: cut, to: end, of: nil, rules: rules, connection) {
                fingerprints.append(WeeklySetFingerprint(week: week, exercise: name, countedSets: sum.countedSets, digest: sum.text))
            }
            return fingerprints
        }
    }

    public func setFingerprintTotals(
        before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> SetFingerprintTotals {
        try connection.access { connection in
            let cut = try Self.digest(before: end, calendar: calendar, connection)
            let countsWarmUps = Int64(rules.countsWarmUps ? 1 : 0)
            var weeks: [WeekIdentifier: SetFingerprintTotal] = [:]
            let byWeek = try connection.statement(Self.weekFingerprintTotalsQuery)
            byWeek.bind(1, cut)
            byWeek.bind(2, countsWarmUps)
            while try byWeek.step() {
                guard let week = WeekIdentifier(byWeek.text(0)) else { continue }
                weeks[week] = DigestSum(byWeek, from: 1).total
            }
            byWeek.reset()
            var exercises: [String: DigestSum] = [:]
            let byExercise = try connection.statement(Self.exerciseFingerprintTotalsQuery)
            byExercise.bind(1, cut)
            byExercise.bind(2, countsWarmUps)
            while try byExercise.step() { exercises[byExercise.text(0)] = DigestSum(byExercise, from: 1) }
            byExercise.reset()
            var cutWeek = DigestSum()
            for (name, sum) in try Self.partWeek(from: cut, to: end, of: nil, rules: rules, connection) {
                cutWeek = cutWeek + sum
                exercises[name] = (exercises[name] ?? DigestSum()) + sum
            }
            if cutWeek.workouts > 0 { weeks[calendar.week(containing: cut)] = cutWeek.total }
            return SetFingerprintTotals(weeks: weeks, exercises: exercises.mapValues(\.total))
        }
    }

    /// Digests the workouts started before `end` that have none and returns where the
    /// whole weeks end: the start of the week `end` falls in (`end` itself on a week's start).
    static func digest(before end: Date, calendar: WeekCalendar, _ connection: SQLiteConnection) throws -> Date {
        try WorkoutSetDigests.update(before: end, calendar: calendar, connection)
        return calendar.interval(of: calendar.week(containing: end))?.lowerBound ?? end
    }

    /// The digests of the workouts started from `start` to before `end` (part of one week),
    /// added up per exercise (only `exercise`'s when one is named), by name.
    static func partWeek(
        from start: Date, to end: Date, of exercise: String?, rules: VolumeRules, _ connection: SQLiteConnection
    ) throws -> [(String, DigestSum)] {
        guard start < end else { return [] }
        let part = try connection.statement(partWeekFingerprintsQuery)
        part.bind(1, start)
        part.bind(2, end)
        part.bind(3, Int64(rules.countsWarmUps ? 1 : 0))
        part.bind(4, exercise)
        var sums: [(String, DigestSum)] = []
        while try part.step() { sums.append((part.text(0), DigestSum(part, from: 1))) }
        return sums
    }
}
