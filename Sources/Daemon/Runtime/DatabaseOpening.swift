import Configuration
import Foundation
import WorkoutsSQLite

/// Opens the daemon's database, creating its directory first.
enum DatabaseOpening {
    /// The repository over the database `paths` name.
    static func open(_ paths: PathSettings) throws -> SQLiteWorkoutRepository {
        let directory = (paths.database as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        return try SQLiteWorkoutRepository(path: paths.database)
    }
}
