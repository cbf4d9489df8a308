import Foundation
import Workouts

extension SQLiteWorkoutRepository {
    /// Exercise `?3`'s whole weeks starting before `?1` in one row: its last such week, whether
    /// it has a week starting at `?4` (its last when null), and the digests of its weeks
    /// starting before `?4` (its last when null, `?1` when it has none) added up, as the kept
    /// totals of all its weeks less those of the weeks from there on. Every part goes through
    /// the index by exercise and reads only the weeks from there on, not the weeks before;
    /// no row when the exercise has no digest.
    static let exerciseWeeksFingerprintQuery = """
        WITH chosen AS (SELECT id FROM exercises WHERE name = ?3),
             last AS (SELECT d.week_start, d.week FROM week_set_digests d
                      WHERE d.exercise_id = (SELECT id FROM chosen) AND d.week_start < ?1
                      ORDER BY d.week_start DESC LIMIT 1),
             later AS (SELECT coalesce(sum(d.workouts), 0) AS workouts, coalesce(sum(d.working_sets), 0) AS working_sets,
                              coalesce(sum(d.all_sets), 0) AS all_sets, coalesce(sum(d.hash_high), 0) AS hash_high,
                              coalesce(sum(d.hash_low), 0) AS hash_low
                       FROM week_set_digests d
                       WHERE d.exercise_id = (SELECT id FROM chosen)
                             AND d.week_start >= coalesce(?4, (SELECT week_start FROM last), ?1))
        SELECT (SELECT week FROM last),
               EXISTS (SELECT 1 FROM week_set_digests d WHERE d.exercise_id = t.exercise_id
                              AND d.week_start = coalesce(?4, (SELECT week_start FROM last))),
               CASE WHEN ?2 THEN t.all_sets - l.all_sets ELSE t.working_sets - l.working_sets END,
               t.workouts - l.workouts, t.all_sets - l.all_sets, t.hash_high - l.hash_high, t.hash_low - l.hash_low
        FROM exercise_digest_totals t, later l
        WHERE t.exercise_id = (SELECT id FROM chosen)
        """

    public func exerciseWeeksFingerprint(
        of exercise: String, before end: Date, earlierThan week: WeekIdentifier?, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> ExerciseWeeksFingerprint {
        try connection.access { connection in
            let cut = try Self.digest(before: end, calendar: calendar, connection)
            let cutWeek = calendar.week(containing: cut)
            let part = try Self.partWeek(from: cut, to: end, of: exercise, rules: rules, connection).first?.1
            // The week to add up before: the one asked about, else the week the end cuts when
            // the exercise has sets in it, else (null) the last whole week the query finds.
            let start = (week ?? (part == nil ? nil : cutWeek)).map { calendar.interval(of: $0)?.lowerBound ?? .distantFuture }
            let query = try connection.statement(Self.exerciseWeeksFingerprintQuery)
            query.bind(1, cut)
            query.bind(2, Int64(rules.countsWarmUps ? 1 : 0))
            query.bind(3, exercise)
            query.bind(4, start.map { min($0, cut) })
            var lastWhole: WeekIdentifier?
            var holdsWhole = false
            var earlier = DigestSum()
            if try query.step() {
                lastWhole = WeekIdentifier(query.text(0))
                holdsWhole = query.integer(1) != 0
                earlier = DigestSum(query, from: 2)
            }
            query.reset()
            let holds: Bool
            switch start {
            case nil: holds = lastWhole != nil
            case let start? where start < cut: holds = holdsWhole
            case let start? where start == cut: holds = part != nil
            default:
                // A week after the one the end cuts: every set before the end is earlier.
                holds = false
                if let part { earlier = earlier + part }
            }
            return ExerciseWeeksFingerprint(lastWeek: part == nil ? lastWhole : cutWeek, holdsWeek: holds, earlier: earlier.total)
        }
    }
}
