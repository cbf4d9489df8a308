import Foundation
import Workouts

extension SQLiteWorkoutRepository: WorkoutExportReading, ExportWatermarkStoring {
    public func exportableWorkouts(after: WorkoutID?, startedFrom: Date?) throws -> [Workout] {
        let identifiers = try connection.access { connection in
            let statement = try connection.statement("""
                SELECT id FROM workouts
                WHERE id > ?1 AND started_at >= ?2
                  AND id < coalesce((SELECT min(id) FROM workouts
                                     WHERE id > ?1 AND ended_at IS NULL AND imported = 0), 9223372036854775807)
                ORDER BY id
                """)
            statement.bind(1, after ?? 0)
            statement.bind(2, startedFrom?.timeIntervalSince1970 ?? -Double.greatestFiniteMagnitude)
            var identifiers: [WorkoutID] = []
            while try statement.step() { identifiers.append(statement.integer(0)) }
            return identifiers
        }
        return try identifiers.compactMap { try workout(id: $0) }
    }

    public func watermark(of export: String) throws -> WorkoutID? {
        try connection.access { connection in
            let statement = try connection.statement("SELECT workout_id FROM export_watermarks WHERE export = ?1")
            statement.bind(1, export)
            return try statement.step() ? statement.integer(0) : nil
        }
    }

    public func setWatermark(of export: String, to workout: WorkoutID) throws {
        try connection.access { connection in
            let statement = try connection.statement("""
                INSERT INTO export_watermarks (export, workout_id) VALUES (?1, ?2)
                ON CONFLICT (export) DO UPDATE SET workout_id = excluded.workout_id
                """)
            statement.bind(1, export)
            statement.bind(2, workout)
            try statement.step()
        }
    }
}
