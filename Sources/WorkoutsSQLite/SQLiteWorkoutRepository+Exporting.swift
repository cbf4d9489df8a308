import Foundation
import Workouts

extension SQLiteWorkoutRepository: WorkoutExportReading, ExportProgressStoring {
    public func exportableWorkouts(notWrittenBy export: String?, startedFrom: Date?) throws -> [Workout] {
        let identifiers = try connection.access { connection in
            let statement = try connection.statement("""
                SELECT w.id FROM workouts w
                WHERE (w.ended_at IS NOT NULL OR w.imported = 1) AND w.started_at >= ?2
                  AND (?1 IS NULL OR NOT EXISTS (SELECT 1 FROM exported_workouts x
                                                 WHERE x.export = ?1 AND x.workout_id = w.id))
                ORDER BY w.id
                """)
            if let export { statement.bind(1, export) } else { statement.bind(1, nil as Double?) }
            statement.bind(2, startedFrom?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude)
            var identifiers: [WorkoutID] = []
            while try statement.step() { identifiers.append(statement.integer(0)) }
            return identifiers
        }
        return try identifiers.compactMap { try workout(id: $0) }
    }

    public func workoutsWritten(by export: String) throws -> [WorkoutID] {
        try connection.access { connection in
            let statement = try connection.statement(
                "SELECT workout_id FROM exported_workouts WHERE export = ?1 ORDER BY workout_id")
            statement.bind(1, export)
            var identifiers: [WorkoutID] = []
            while try statement.step() { identifiers.append(statement.integer(0)) }
            return identifiers
        }
    }

    public func recordWritten(_ workouts: [WorkoutID], by export: String) throws {
        guard !workouts.isEmpty else { return }
        try connection.access { connection in
            try connection.transaction {
                // A workout deleted since it was read has nothing left to remember.
                let statement = try connection.statement("""
                    INSERT INTO exported_workouts (export, workout_id)
                    SELECT ?1, id FROM workouts WHERE id = ?2
                    ON CONFLICT (export, workout_id) DO NOTHING
                    """)
                for workout in workouts {
                    statement.reset()
                    statement.bind(1, export)
                    statement.bind(2, workout)
                    try statement.step()
                }
            }
        }
    }
}
