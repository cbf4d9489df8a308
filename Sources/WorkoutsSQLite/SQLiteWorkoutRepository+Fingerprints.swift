import Foundation
import Workouts

extension SQLiteWorkoutRepository: WeeklySetFingerprintReading {
    /// The workout digests per week (a JSON array of `[start, end]`, one per week) and
    /// exercise, added up: one pass over the digests through the index of workout starts.
    static let weeklySetFingerprintsQuery = """
        WITH weeks(number, low, high) AS (
            SELECT key, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1))
        SELECT k.number, e.name, sum(CASE WHEN ?2 THEN d.all_sets ELSE d.working_sets END),
               count(*) || ':' || sum(d.all_sets) || ':' || sum(d.hash_high) || ':' || sum(d.hash_low)
        FROM weeks k CROSS JOIN workouts w ON w.started_at >= k.low AND w.started_at < k.high
             CROSS JOIN workout_set_digests d ON d.workout_id = w.id AND d.exercise_id > 0
             JOIN exercises e ON e.id = d.exercise_id
        GROUP BY k.number, d.exercise_id ORDER BY k.number, e.name
        """

    public func weeklySetFingerprints(
        before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> [WeeklySetFingerprint] {
        try connection.access { connection in
            let first = try connection.statement("SELECT min(started_at) FROM workouts WHERE started_at < ?1")
            first.bind(1, end)
            guard try first.step(), let start = first.date(0) else { return [] }
            first.reset()
            try WorkoutSetDigests.update(before: end, connection)
            var weeks: [(week: WeekIdentifier, period: Range<Date>)] = []
            var next = start
            while next < end, case let week = calendar.week(containing: next), let period = calendar.interval(of: week),
                  period.upperBound > next {
                weeks.append((week, period.lowerBound..<min(period.upperBound, end)))
                next = period.upperBound
            }
            let bounds = weeks.map { "[\($0.period.lowerBound.timeIntervalSince1970),\($0.period.upperBound.timeIntervalSince1970)]" }
            let statement = try connection.statement(Self.weeklySetFingerprintsQuery)
            statement.bind(1, "[" + bounds.joined(separator: ",") + "]")
            statement.bind(2, Int64(rules.countsWarmUps ? 1 : 0))
            var fingerprints: [WeeklySetFingerprint] = []
            while try statement.step() {
                let number = Int(statement.integer(0))
                guard weeks.indices.contains(number) else { continue }
                fingerprints.append(WeeklySetFingerprint(
                    week: weeks[number].week, exercise: statement.text(1), countedSets: Int(statement.integer(2)),
                    digest: statement.text(3)))
            }
            return fingerprints
        }
    }
}
