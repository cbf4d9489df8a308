import Foundation
import Workouts

extension SQLiteWorkoutRepository: WeeklySetFingerprintReading {
    /// Counts and sums of every stored value per week (a JSON array of `[start, end]`, one
    /// per week) and exercise, each value weighted by its set's id so that a change to any
    /// set shows: one pass over the sets through the index of workout starts.
    static let weeklySetFingerprintsQuery = """
        WITH weeks(number, low, high) AS (
            SELECT key, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1))
        SELECT k.number, e.name, sum(CASE WHEN ?2 OR s.kind <> 'warm-up' THEN 1 ELSE 0 END),
               count(*) || ':' || total(s.id) || ':' || coalesce(max(s.id), 0) || ':' || total(s.workout_id * s.id) || ':'
               || total(w.started_at) || ':' || total(s.reps) || ':' || total(s.reps * s.id) || ':'
               || total(s.weight_kg) || ':' || total(s.weight_kg * s.id) || ':'
               || total(CASE s.kind WHEN 'normal' THEN 1 WHEN 'warm-up' THEN 2 WHEN 'drop' THEN 3 ELSE 4 END * s.id) || ':'
               || total(s.ordinal * s.id) || ':' || total(s.position * s.id) || ':' || total(s.rpe * s.id) || ':'
               || total(s.duration_s * s.id) || ':' || total(s.distance_m * s.id) || ':' || total(s.performed_at * s.id)
               || ':' || count(s.weight_kg) || ':' || count(s.rpe) || ':' || count(s.duration_s) || ':'
               || count(s.distance_m) || ':' || count(s.performed_at)
        FROM weeks k CROSS JOIN workouts w ON w.started_at >= k.low AND w.started_at < k.high
             CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE \(setWithinRanges)
        GROUP BY k.number, s.exercise_id ORDER BY k.number, e.name
        """

    public func weeklySetFingerprints(
        before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> [WeeklySetFingerprint] {
        try connection.access { connection in
            let first = try connection.statement("SELECT min(started_at) FROM workouts WHERE started_at < ?1")
            first.bind(1, end)
            guard try first.step(), let start = first.date(0) else { return [] }
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
