import Foundation
import Workouts

/// Digests of each workout's sets per exercise, kept in `workout_set_digests`: made for the
/// workouts listed in `undigested_workouts` (stored or changed since) when fingerprints are
/// read, and forgotten when a workout's sets change (see `Schema`), so a read after a small
/// change digests only the workouts it touched instead of every stored set. A digest is a 62-bit hash of the sets' values kept as two
/// 31-bit halves, so a week's fingerprint can add up its workouts' digests exactly and in
/// any order: triggers keep those sums per week and exercise in `week_set_digests`.
enum WorkoutSetDigests {
    /// The workout, the exercise, the workout's start, and counts and sums of every stored
    /// value of its sets of that exercise, each value weighted by its set's id so that a
    /// change to any set shows (a set moved to another exercise too, in a week's total).
    static let digestExpression = """
        s.workout_id || '/' || s.exercise_id || '@' || w.started_at || ':' || count(*) || ':' || total(s.id) || ':' || coalesce(max(s.id), 0)
        || ':' || total(s.reps) || ':' || total(s.reps * s.id) || ':' || total(s.weight_kg) || ':'
        || total(s.weight_kg * s.id) || ':'
        || total(CASE s.kind WHEN 'normal' THEN 1 WHEN 'warm-up' THEN 2 WHEN 'drop' THEN 3 ELSE 4 END * s.id) || ':'
        || total(s.ordinal * s.id) || ':' || total(s.position * s.id) || ':' || total(s.rpe * s.id) || ':'
        || total(s.duration_s * s.id) || ':' || total(s.distance_m * s.id) || ':' || total(s.performed_at * s.id)
        || ':' || count(s.weight_kg) || ':' || count(s.rpe) || ':' || count(s.duration_s) || ':'
        || count(s.distance_m) || ':' || count(s.performed_at)
        """

    /// The sets within `ValueRanges` of every workout started before `?1` that is listed
    /// as undigested, counted and described per exercise, with the workout's start.
    static let undigestedSetsQuery = """
        SELECT s.workout_id, s.exercise_id, sum(s.kind <> 'warm-up'), count(*), \(digestExpression), w.started_at
        FROM undigested_workouts u CROSS JOIN workouts w ON w.id = u.workout_id
             CROSS JOIN sets s ON s.workout_id = w.id JOIN exercises e ON e.id = s.exercise_id
        WHERE w.started_at < ?1 AND \(SQLiteWorkoutRepository.setWithinRanges)
        GROUP BY s.workout_id, s.exercise_id
        """

    /// Drops what is left of the digests of the undigested workouts started before `?1`.
    static let clearStaleQuery = """
        DELETE FROM workout_set_digests WHERE workout_id IN (
            SELECT u.workout_id FROM undigested_workouts u JOIN workouts w ON w.id = u.workout_id WHERE w.started_at < ?1)
        """

    /// Keeps listed only the undigested workouts that still exist and start at `?1` or later.
    static let markDigestedQuery = """
        DELETE FROM undigested_workouts WHERE NOT EXISTS (
            SELECT 1 FROM workouts w WHERE w.id = undigested_workouts.workout_id AND w.started_at >= ?1)
        """

    /// Stores one workout's digest of one exercise's sets; a trigger adds it to its week's.
    static let insertQuery = """
        INSERT INTO workout_set_digests (workout_id, exercise_id, working_sets, all_sets, hash_high, hash_low, week_start, week)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
        """

    /// Digests every workout started before `end` that has no digest yet, each counted in its
    /// week of `calendar`, in one transaction; digests of another calendar are dropped first.
    static func update(before end: Date, calendar: WeekCalendar, _ connection: SQLiteConnection) throws {
        try connection.transaction {
            try keep(calendar, connection)
            let stale = try connection.statement(clearStaleQuery)
            stale.bind(1, end)
            _ = try stale.step()
            let undigested = try connection.statement(undigestedSetsQuery)
            undigested.bind(1, end)
            var weeks = WorkoutWeeks(calendar: calendar)
            var rows: [(workout: Int64, exercise: Int64, working: Int64, all: Int64, hash: UInt64,
                        week: (start: Date, name: String))] = []
            while try undigested.step() {
                rows.append((undigested.integer(0), undigested.integer(1), undigested.integer(2), undigested.integer(3),
                             hash(undigested.text(4)), weeks.week(of: undigested.date(5) ?? end)))
            }
            undigested.reset()
            let insert = try connection.statement(insertQuery)
            for row in rows {
                insert.reset()
                insert.bind(1, row.workout)
                insert.bind(2, row.exercise)
                insert.bind(3, row.working)
                insert.bind(4, row.all)
                insert.bind(5, Int64(row.hash >> 31 & 0x7FFF_FFFF))
                insert.bind(6, Int64(row.hash & 0x7FFF_FFFF))
                insert.bind(7, row.week.start)
                insert.bind(8, row.week.name)
                _ = try insert.step()
            }
            let mark = try connection.statement(markDigestedQuery)
            mark.bind(1, end)
            _ = try mark.step()
        }
    }

    /// Makes `calendar` the one digests are counted by, dropping every digest when another was.
    private static func keep(_ calendar: WeekCalendar, _ connection: SQLiteConnection) throws {
        let name = "\(calendar.timeZone.identifier) \(calendar.weekStart.rawValue)"
        let current = try connection.statement("SELECT calendar FROM set_digest_calendar")
        let kept = try current.step() ? current.text(0) : nil
        current.reset()
        guard kept != name else { return }
        try connection.execute("""
            DELETE FROM workout_set_digests; DELETE FROM week_set_digests;
            DELETE FROM week_digest_totals; DELETE FROM exercise_digest_totals;
            INSERT OR IGNORE INTO undigested_workouts SELECT id FROM workouts
            """)
        let store = try connection.statement("INSERT OR REPLACE INTO set_digest_calendar (only, calendar) VALUES (1, ?1)")
        store.bind(1, name)
        _ = try store.step()
    }

    /// Forgets the digests of `workout`, whose sets are about to change, and lists it as undigested.
    static func forget(_ workout: Int64, _ connection: SQLiteConnection) throws {
        let digests = try connection.statement("DELETE FROM workout_set_digests WHERE workout_id = ?1")
        digests.bind(1, workout)
        _ = try digests.step()
        let undigested = try connection.statement("INSERT OR IGNORE INTO undigested_workouts (workout_id) VALUES (?1)")
        undigested.bind(1, workout)
        _ = try undigested.step()
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}

/// The week of `calendar` that holds each date asked for, its first instant and its name,
/// each date's week worked out once (a workout's exercises share its start).
struct WorkoutWeeks {
    let calendar: WeekCalendar
    private var known: [Date: (start: Date, name: String)] = [:]

    /// The weeks of `calendar`.
    init(calendar: WeekCalendar) { self.calendar = calendar }

    /// The start and name of the week that holds `date` (it starts at `date` itself when the
    /// week has no interval).
    mutating func week(of date: Date) -> (start: Date, name: String) {
        if let week = known[date] { return week }
        let identifier = calendar.week(containing: date)
        let week = (start: calendar.interval(of: identifier)?.lowerBound ?? date, name: identifier.description)
        known[date] = week
        return week
    }
}
