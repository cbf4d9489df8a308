import Foundation
import Testing
import Workouts
import WorkoutsSQLite

/// The training log is readable by the user liftd runs as alone: the database's directory,
/// the database, its write-ahead log and its shared-memory file.
@Suite("The database's files are private")
struct PrivateDatabaseTests {
    private static let start = Date(timeIntervalSince1970: 1_758_000_000)

    private func mode(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
    }

    @Test("A new database is created 0600 in a new 0700 directory, and its log and shared memory follow it")
    func newDatabase() throws {
        let database = try TemporaryDatabase()
        let path = database.directory.appendingPathComponent("state/liftd.sqlite").path
        let repository = try SQLiteWorkoutRepository(path: path)
        _ = try repository.insert(Workout(name: "Push", start: Self.start))
        #expect(mode(database.directory.appendingPathComponent("state").path) == 0o700)
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(mode(file) == 0o600, "\(file)")
        }
    }

    @Test("An existing database that others could read is made private when it is opened")
    func existingDatabase() throws {
        let database = try TemporaryDatabase()
        let path = database.path
        do {
            let repository = try SQLiteWorkoutRepository(path: path)
            _ = try repository.insert(Workout(name: "Push", start: Self.start))
        }
        #expect(chmod(path, 0o644) == 0)
        let repository = try SQLiteWorkoutRepository(path: path)
        _ = try repository.insert(Workout(name: "Pull", start: Self.start + 86_400))
        for file in [path, path + "-wal", path + "-shm"] {
            #expect(mode(file) == 0o600, "\(file)")
        }
        #expect(try repository.workouts(limit: 5).count == 2)
    }
}
