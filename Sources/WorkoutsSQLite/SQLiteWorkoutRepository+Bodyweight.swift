import FoundationEssentials
import Workouts

/// A bodyweight stored marks the records of the lifts that count one (every load type but
/// external) with a set from its time on, recomputed before records are next read.
extension SQLiteWorkoutRepository: BodyweightStoring {
    /// The bodyweight known at a set of `s` in workout `w`: the nearest measured at or before
    /// the set's time (its `performed_at`, else its workout's start), as `BodyweightHistory` finds it.
    static let bodyweightAtSet = """
        (SELECT b.kilograms FROM bodyweights b WHERE b.measured_at <= coalesce(s.performed_at, w.started_at)
         ORDER BY b.measured_at DESC LIMIT 1)
        """

    public func record(_ entry: BodyweightEntry) throws -> Bool {
        try connection.access { connection in
            try connection.transaction {
                let find = try connection.statement("SELECT 1 FROM bodyweights WHERE measured_at = ?1")
                find.bind(1, entry.measuredAt)
                let replaced = try find.step()
                find.reset()
                let insert = try connection.statement("""
                    INSERT INTO bodyweights (measured_at, kilograms, source) VALUES (?1, ?2, ?3)
                    ON CONFLICT (measured_at) DO UPDATE SET kilograms = excluded.kilograms, source = excluded.source
                    """)
                Self.bind(entry, to: insert)
                try insert.step()
                try recordStore(connection).markBodyweightDependent(from: entry.measuredAt)
                return replaced
            }
        }
    }

    public func importBodyweights(_ entries: [BodyweightEntry]) throws -> Int {
        try connection.access { connection in
            try connection.transaction {
                let insert = try connection.statement("""
                    INSERT INTO bodyweights (measured_at, kilograms, source) VALUES (?1, ?2, ?3)
                    ON CONFLICT (measured_at) DO NOTHING
                    """)
                var added = 0
                for entry in entries {
                    insert.reset()
                    Self.bind(entry, to: insert)
                    try insert.step()
                    added += Int(connection.changes)
                }
                if added > 0, let earliest = entries.map(\.measuredAt).min() {
                    try recordStore(connection).markBodyweightDependent(from: earliest)
                }
                return added
            }
        }
    }

    public func bodyweights(in period: Range<Date>, limit: Int) throws -> [BodyweightEntry] {
        try connection.access { connection in
            let statement = try connection.statement("""
                SELECT measured_at, kilograms, source FROM bodyweights
                WHERE measured_at >= ?1 AND measured_at < ?2 ORDER BY measured_at DESC LIMIT ?3
                """)
            statement.bind(1, period.lowerBound)
            statement.bind(2, period.upperBound)
            statement.bind(3, Int64(limit))
            var entries: [BodyweightEntry] = []
            while try statement.step() {
                entries.append(BodyweightEntry(
                    measuredAt: statement.date(0) ?? Date(timeIntervalSince1970: 0),
                    kilograms: statement.double(1) ?? 0, source: statement.text(2)))
            }
            return entries
        }
    }

    private static func bind(_ entry: BodyweightEntry, to statement: Statement) {
        statement.bind(1, entry.measuredAt)
        statement.bind(2, entry.kilograms)
        statement.bind(3, entry.source)
    }
}
