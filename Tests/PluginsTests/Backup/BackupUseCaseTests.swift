import Foundation
import SignalStore
import Testing
import Workouts
import WorkoutsSQLite
@testable import Plugins

@Suite("backup")
struct BackupUseCaseTests {
    @Test("backup answers with the verified copy's path, size and rows, announces it, and removes the copies retention no longer keeps")
    func backupWritesAndPrunes() async throws {
        let harness = try TrainingHarness()
        _ = try harness.repository.insert(Workout(name: "Legs", start: TrainingHarness.start - 3_600, sets: [
            WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
        ]))
        let directory = harness.directory.appendingPathComponent("backups").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let older = (10...15).map { "liftd-202509\($0)T023000Z.sqlite" }
        for name in older + ["notes.txt"] { try Data("old".utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        // The same database copied elsewhere: the size and rows the copy must have.
        let scratch = SQLiteBackups(database: harness.directory.appendingPathComponent("liftd.sqlite").path, directory: harness.directory.appendingPathComponent("scratch").path)
        let expected = try await scratch.writeCopy(named: "expected.sqlite", bytesPerSecond: nil)

        var retention = BackupOptions()
        retention.retention = BackupRetention(daily: 3, weekly: 0, monthly: 0)
        var store = harness.testStore([BackupUseCase(options: retention)])
        let reply = BackupReply(
            file: directory + "/liftd-20250916T052000Z.sqlite", size: expected.size, counts: expected.counts,
            removed: Array(older.prefix(4)))
        #expect(reply.counts["sets"] == 1)
        await store.send(Backup(), reply: reply)
        await store.receive(BackupFinished(reply))
        store.finish()
        #expect(NotificationText(BackupFinished(reply)).summary
            == "backup written: \(reply.file) (\(reply.size) bytes; 1 workouts, 1 sets); removed 4 older copies")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(left == ["liftd-20250914T023000Z.sqlite", "liftd-20250915T023000Z.sqlite", "liftd-20250916T052000Z.sqlite", "notes.txt"])
    }

    @Test("A backup that cannot be written fails, naming why, and announces nothing")
    func failedBackupIsAnError() async throws {
        let harness = try TrainingHarness()
        let blocked = harness.directory.appendingPathComponent("backups").path
        try Data("a file where the directory goes".utf8).write(to: URL(fileURLWithPath: blocked))
        var store = harness.testStore([BackupUseCase()])
        let error = await store.sendExpectingFailure(Backup())
        #expect("\(error.map { "\($0)" } ?? "")".contains(blocked))
        store.finish()
    }

    @Test("Retention counts of copies and max-rate are range-checked in config")
    func optionsAreRangeChecked() throws {
        #expect(throws: (any Error).self) { try PluginDescriptor.backup.make(options: #"{"keep-daily": -1}"#) }
        #expect(throws: (any Error).self) { try PluginDescriptor.backup.make(options: #"{"max-rate": 1000000}"#) }
        #expect(throws: Never.self) { try PluginDescriptor.backup.make(options: #"{"keep-daily": 0, "max-rate": 5}"#) }
    }
}
