import FoundationEssentials
import Workouts

/// A program's sessions are the finished (or imported) workouts assigned to it; their
/// working sets (normal and failure sets, not warm-ups or drops) are what it judges.
extension SQLiteWorkoutRepository: ProgramLogKeeping {
    public func assign(workout id: WorkoutID, to program: String) throws {
        try connection.access { connection in
            let insert = try connection.statement("""
                INSERT INTO program_sessions (workout_id, program) SELECT id, ?2 FROM workouts WHERE id = ?1
                ON CONFLICT (workout_id) DO UPDATE SET program = excluded.program
                """)
            insert.bind(1, id)
            insert.bind(2, program)
            try insert.step()
            guard connection.changes == 1 else { throw WorkoutStoreError.unknownWorkout(id) }
        }
    }

    public func assign(workouts: [WorkoutKey], startingFrom start: Date?, to program: String) throws -> Int {
        try connection.access { connection in
            try connection.transaction {
                // An import matches a workout it follows to the second (`SourceFollowing`).
                let matching = """
                    FROM workouts w WHERE w.name = ?2 AND w.started_at > ?1 - 1 AND w.started_at < ?1 + 1
                    AND w.started_at >= ?4 AND w.imported = 1
                    """
                let insert = try connection.statement(
                    "INSERT INTO program_sessions (workout_id, program) SELECT w.id, ?3 \(matching) "
                        + "ON CONFLICT (workout_id) DO NOTHING")
                let count = try connection.statement(
                    "SELECT count(*) \(matching) AND w.id IN (SELECT workout_id FROM program_sessions WHERE program = ?3)")
                var assigned = 0
                for key in Set(workouts) {
                    for statement in [insert, count] {
                        statement.reset()
                        statement.bind(1, key.start)
                        statement.bind(2, key.name)
                        statement.bind(3, program)
                        statement.bind(4, start ?? Date(timeIntervalSince1970: -Double(Int32.max)))
                    }
                    try insert.step()
                    if try count.step() { assigned += Int(count.integer(0)) }
                }
                return assigned
            }
        }
    }

    public func program(ofWorkout id: WorkoutID) throws -> String? {
        try connection.access { connection in
            let select = try connection.statement("SELECT program FROM program_sessions WHERE workout_id = ?1")
            select.bind(1, id)
            return try select.step() ? select.text(0) : nil
        }
    }

    public func record(_ change: ProgramEvent, for program: String) throws {
        try connection.access { connection in
            let insert = try connection.statement("""
                INSERT INTO program_changes (program, at, kind, exercise, track, kilograms) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                """)
            insert.bind(1, program)
            insert.bind(2, change.date)
            switch change {
            case .session:
                throw WorkoutStoreError.invalidProgramChange("a session is a workout assigned to the program")
            case .skipped:
                insert.bind(3, "skip")
            case .setBase(_, let exercise, let track, let kilograms):
                insert.bind(3, "set-base")
                insert.bind(4, exercise)
                insert.bind(5, track)
                insert.bind(6, kilograms)
            }
            try insert.step()
        }
    }

    /// The rows this connection has inserted, changed or deleted since it opened (triggers'
    /// too): liftd's one writer is this connection, and a rolled-back change still counts.
    public func changeCount() throws -> Int64 {
        try connection.access { try $0.integer("SELECT total_changes()") }
    }

    public func events(of program: String, from start: Date?) throws -> [ProgramEvent] {
        let from = start ?? Date(timeIntervalSince1970: -Double(Int32.max))
        return try connection.access { connection in
            var events: [ProgramEvent] = []
            let sets = try connection.statement("""
                SELECT w.id, coalesce(w.ended_at, w.started_at), e.name, s.reps, coalesce(s.weight_kg, 0)
                FROM program_sessions p JOIN workouts w ON w.id = p.workout_id
                LEFT JOIN sets s ON s.workout_id = w.id AND (s.kind = 'normal' OR s.kind = 'failure')
                LEFT JOIN exercises e ON e.id = s.exercise_id
                WHERE p.program = ?1 AND w.started_at >= ?2 AND (w.ended_at IS NOT NULL OR w.imported = 1)
                ORDER BY w.started_at, w.id, s.position, s.ordinal
                """)
            sets.bind(1, program)
            sets.bind(2, from)
            var current: (id: WorkoutID, date: Date, sets: [String: [PerformedSet]])?
            while try sets.step() {
                let id = sets.integer(0)
                if current?.id != id {
                    if let done = current { events.append(.session(at: done.date, sets: done.sets)) }
                    current = (id, sets.date(1) ?? from, [:])
                }
                guard let exercise = sets.optionalText(2) else { continue }
                current?.sets[exercise, default: []].append(
                    PerformedSet(reps: Int(clamping: sets.integer(3)), weightKilograms: sets.double(4) ?? 0))
            }
            if let done = current { events.append(.session(at: done.date, sets: done.sets)) }
            let changes = try connection.statement("""
                SELECT at, kind, exercise, track, kilograms FROM program_changes WHERE program = ?1 ORDER BY at, id
                """)
            changes.bind(1, program)
            while try changes.step() {
                let date = changes.date(0) ?? from
                if changes.text(1) == "skip" {
                    events.append(.skipped(at: date))
                } else {
                    events.append(.setBase(
                        at: date, exercise: changes.text(2), track: changes.optionalText(3), kilograms: changes.double(4) ?? 0))
                }
            }
            return events.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        }
    }
}
