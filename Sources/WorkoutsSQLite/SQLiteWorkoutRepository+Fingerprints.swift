import Foundation
import Workouts

extension SQLiteWorkoutRepository: WeeklySetFingerprintReading {
    /// Each digested workout's digest per exercise, by week (a JSON array of `[start, end]`,
    /// one per week) through the index of workout starts, in week, exercise and workout order.
    static let weeklySetFingerprintsQuery = """
        WITH weeks(number, low, high) AS (
            SELECT key, json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1))
        SELECT k.number, e.name, d.working_sets, d.all_sets, w.id, w.started_at, d.digest
        FROM weeks k CROSS JOIN workouts w ON w.started_at >= k.low AND w.started_at < k.high
             CROSS JOIN workout_set_digests d ON d.workout_id = w.id AND d.exercise_id > 0
             JOIN exercises e ON e.id = d.exercise_id
        ORDER BY k.number, e.name, w.id
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
            var fingerprints: [WeeklySetFingerprint] = []
            var current: (number: Int64, exercise: String)?
            while try statement.step() {
                let number = statement.integer(0)
                let exercise = statement.text(1)
                let counted = Int(statement.integer(rules.countsWarmUps ? 3 : 2))
                let digest = "\(statement.integer(4))@\(statement.double(5) ?? 0)=\(statement.text(6));"
                if let current, current == (number, exercise), let last = fingerprints.indices.last {
                    fingerprints[last].countedSets += counted
                    fingerprints[last].digest += digest
                } else if weeks.indices.contains(Int(number)) {
                    current = (number, exercise)
                    fingerprints.append(WeeklySetFingerprint(
                        week: weeks[Int(number)].week, exercise: exercise, countedSets: counted, digest: digest))
                }
            }
            return fingerprints
        }
    }
}
