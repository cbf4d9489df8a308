import Foundation
import TestSupport
import Testing
import Workouts
@testable import WorkoutsSQLite

private let start = Date(timeIntervalSince1970: 1_726_000_000)

/// `count` workouts of 50 sets each, a day apart from `start`.
private func workouts(_ count: Int, from first: Int = 0) -> [ImportedWorkout] {
    (first..<(first + count)).map { index in
        let sets = (0..<50).map { set in
            WorkoutSet(exercise: set % 2 == 0 ? "Squat (Barbell)" : "Bench Press (Barbell)",
                       weightKilograms: 60 + Double(set), reps: 5)
        }
        return ImportedWorkout(workout: Workout(name: "Day \(index)", start: start + Double(index) * 86_400, sets: sets))
    }
}

/// The permission bits of the file at `path`.
private func mode(_ path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? Int ?? 0) & 0o777
}

@Suite("Backup copies")
struct SQLiteBackupsTests {
    @Test("A copy holds the database's rows, is 0600, stands alone without a log, and is named as asked")
    func copyHoldsTheRows() async throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.importWorkouts(workouts(3))
        let backups = SQLiteBackups(database: database.path, directory: database.directory.path + "/backups")
        let copy = try await backups.writeCopy(named: "liftd-20261202T023000Z.sqlite", bytesPerSecond: nil)
        #expect(copy.path == database.directory.path + "/backups/liftd-20261202T023000Z.sqlite")
        #expect(copy.counts["workouts"] == 3)
        #expect(copy.counts["sets"] == 150)
        #expect(copy.size == (try BackupFiles.size(copy.path)))
        #expect(try mode(copy.path) == 0o600)
        #expect(try backups.copyNames() == ["liftd-20261202T023000Z.sqlite"], "no log, journal or partial file beside it")
        #expect(try DatabaseCheck.check(copy.path).counts == copy.counts)
    }

    @Test("A copy holds the database as it was when the copy began, while another connection writes during it")
    func copyIsOneSnapshot() async throws {
        let database = try TemporaryDatabase()
        let repository = try database.open()
        _ = try repository.importWorkouts(workouts(400))
        let before = try DatabaseCheck.rowCounts(SQLiteConnection(path: database.path))
        let backups = SQLiteBackups(database: database.path, directory: database.directory.path + "/backups")
        let partial = database.directory.path + "/backups/liftd-copy.sqlite" + SQLiteBackups.partialSuffix
        // 1 MiB a second: a copy of a few MiB takes seconds, and the writes land during it.
        async let copying = backups.writeCopy(named: "liftd-copy.sqlite", bytesPerSecond: 1 << 20)
        try await eventually("the copy to begin") { FileManager.default.fileExists(atPath: partial) }
        _ = try repository.importWorkouts(workouts(20, from: 400))
        let copy = try await copying
        #expect(copy.counts == before)
        #expect(try DatabaseCheck.check(copy.path).counts == before)
        #expect(try DatabaseCheck.rowCounts(SQLiteConnection(path: database.path))["workouts"] == 420)
    }

    @Test("A cancelled copy leaves nothing under its name and no partial file")
    func cancelledCopyLeavesNothing() async throws {
        let database = try TemporaryDatabase()
        _ = try database.open().importWorkouts(workouts(400))
        let backups = SQLiteBackups(database: database.path, directory: database.directory.path + "/backups")
        let partial = database.directory.path + "/backups/liftd-copy.sqlite" + SQLiteBackups.partialSuffix
        let copying = Task { try await backups.writeCopy(named: "liftd-copy.sqlite", bytesPerSecond: 1 << 20) }
        try await eventually("the copy to begin") { FileManager.default.fileExists(atPath: partial) }
        copying.cancel()
        await #expect(throws: CancellationError.self) { try await copying.value }
        #expect(try backups.copyNames() == [])
    }

    @Test("The leftovers of a copy cut short are removed; copies and other files stay")
    func leftoversAreRemoved() throws {
        let directory = try TemporaryDirectory()
        for name in ["liftd-a.sqlite", "liftd-b.sqlite.partial", "liftd-b.sqlite.partial-journal", "notes.txt"] {
            _ = try directory.file(name, "x")
        }
        let backups = SQLiteBackups(database: directory.path + "/liftd.sqlite", directory: directory.path)
        #expect(try backups.removeLeftovers() == ["liftd-b.sqlite.partial", "liftd-b.sqlite.partial-journal"])
        #expect(try backups.copyNames() == ["liftd-a.sqlite", "notes.txt"])
    }

    @Test("A second copy asked for while one is written is refused, saying so")
    func oneCopyAtATime() async throws {
        let database = try TemporaryDatabase()
        _ = try database.open().importWorkouts(workouts(400))
        let backups = SQLiteBackups(database: database.path, directory: database.directory.path + "/backups")
        let partial = database.directory.path + "/backups/liftd-first.sqlite" + SQLiteBackups.partialSuffix
        async let first = backups.writeCopy(named: "liftd-first.sqlite", bytesPerSecond: 1 << 20)
        try await eventually("the first copy to begin") { FileManager.default.fileExists(atPath: partial) }
        await #expect(throws: BackupError("a backup is being written already; try again once it has finished")) {
            try await backups.writeCopy(named: "liftd-second.sqlite", bytesPerSecond: nil)
        }
        _ = try await first
        #expect(try backups.copyNames() == ["liftd-first.sqlite"])
    }
}
