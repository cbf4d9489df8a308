import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing

private let sqlitePath = "/usr/bin/sqlite3"

/// `sqlite3 FILE .dump`.
private func dump(_ file: String) async throws -> String {
    let sqlite = try BuiltProducts.tool(sqlitePath, package: "sqlite3")
    let run = try await ProgramRun.run(sqlite, [file, ".dump"])
    guard run.status == 0 else { throw IntegrationFailure("sqlite3 \(file) .dump: \(run.standardError)") }
    return run.standardOutput
}

/// Runs `liftd restore` with `arguments`.
private func restore(_ arguments: [String]) async throws -> ProgramRun {
    try await ProgramRun.run(try BuiltProducts.path("liftd"), ["restore"] + arguments)
}

/// The `file` of a `backup` answer's result.
private func copyFile(of copy: JSONValue) throws -> String {
    guard case .string(let file)? = copy["file"] else { throw IntegrationFailure("no file in \(copy)") }
    return file
}

/// A daemon with `backup` that logged one set into a workout and then backed up: the
/// workout's id and the copy's path.
private func daemonWithABackup() async throws -> (daemon: DaemonProcess, workout: Int, copy: String) {
    let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["backup"])
    let daemon = try DaemonProcess(sandbox)
    try await daemon.waitUntilReady()
    let workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Kept""#))
    _ = try result(of: try await daemon.request(#"log-set workout=\#(workout) exercise="Squat (Barbell)" weight=100 reps=5"#))
    return (daemon, workout, try copyFile(of: try result(of: try await daemon.request("backup"))))
}

@Suite("Backups and restore, through the real binary", .serialized, .needsTool(sqlitePath, package: "sqlite3"))
struct BackupIntegrationTests {
    @Test("A backup taken while 4 clients log sets holds every set acknowledged before it began, and the sets go on being answered during it",
          .timeLimit(.minutes(2)))
    func backupUnderLoad() async throws {
        let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["backup: {max-rate: 1}"])
        try storeWorkouts(800, in: sandbox)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Under load""#))
        let record = LoadRecord(), stop = StopRequest()
        async let load: Void = runLoad(
            path: sandbox.socketPath, clients: 4, record: record, stop: stop,
            request: { client, number in
                #"log-set workout=\#(workout) exercise="Squat (Barbell)" weight=100 reps=5 notes="c\#(client)-\#(number)""#
            },
            marker: { client, number in "c\(client)-\(number)" })
        try await eventually("40 sets acknowledged") { record.count >= 40 }
        let acknowledgedBefore = record.acknowledged
        let answer = try await daemon.request("backup")
        let acknowledgedDuring = record.count - acknowledgedBefore.count
        stop.set()
        try await load
        #expect(record.unexpected.isEmpty, "answers other than ok: \(record.unexpected.prefix(5))")
        let copy = try result(of: answer)
        let file = try copyFile(of: copy)
        let stored = Set(try await DatabaseFile(path: file).query("SELECT notes FROM sets"))
        let missing = acknowledgedBefore.filter { !stored.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) of \(acknowledgedBefore.count) sets acknowledged before the backup are missing")
        #expect(acknowledgedDuring > 0, "no set was acknowledged while the copy was written")
        guard case .integer(let sets)? = copy["counts"]?["sets"] else { throw IntegrationFailure("no set count in \(copy)") }
        #expect(sets == stored.count)
        #expect(try await DatabaseFile(path: file).integrityCheck() == ["ok"])
        try await stopCleanly(daemon)
    }

    @Test("restore puts a copy back: the database's dump equals the copy's, and the one before is kept with its log")
    func restoreEqualsCopy() async throws {
        let (daemon, workout, file) = try await daemonWithABackup()
        let sandbox = daemon.sandbox
        _ = try result(of: try await daemon.request(#"log-set workout=\#(workout) exercise="Squat (Barbell)" weight=105 reps=5"#))

        let refused = try await restore([file, "--config", sandbox.configPath])
        #expect(refused.status == 73)
        #expect(refused.standardError.contains("another process is using the database"), "\(refused.standardError)")
        try await stopCleanly(daemon)

        let database = sandbox.path + "/var/liftd.sqlite"
        let run = try await restore([file, "--config", sandbox.configPath])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try await dump(database) == (try await dump(file)))
        let kept = try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/var").filter { $0.contains(".before-restore-") }
        #expect(kept.contains { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }, "\(kept)")
        #expect(run.standardOutput.contains("the database before is kept as"), "\(run.standardOutput)")

        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        let shown = try result(of: try await restarted.request("workout workout=\(workout)"))
        #expect(shown["sets"]?.elements.count == 1, "the set logged after the backup is gone")
        try await stopCleanly(restarted)
    }

    @Test("restore refuses a truncated or corrupt copy, naming why, and changes nothing")
    func restoreRefusesDamagedCopies() async throws {
        let (daemon, _, file) = try await daemonWithABackup()
        let sandbox = daemon.sandbox
        try await stopCleanly(daemon)
        let database = sandbox.path + "/var/liftd.sqlite"
        let before = try await dump(database)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))

        let truncated = sandbox.path + "/truncated.sqlite"
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: truncated))
        var corrupt = bytes
        for offset in 4_104..<min(bytes.count, 12_288) { corrupt[offset] = 0xA5 }
        let damaged = sandbox.path + "/corrupt.sqlite"
        try corrupt.write(to: URL(fileURLWithPath: damaged))
        for path in [truncated, damaged] {
            let run = try await restore([path, "--config", sandbox.configPath])
            #expect(run.status == 65, "\(path): \(run.standardError)")
            #expect(run.standardError.contains("'\(path)' fails SQLite's integrity check"), "\(run.standardError)")
            #expect(run.standardError.contains("Nothing was changed."))
        }
        let header = sandbox.path + "/header.sqlite"
        try bytes.prefix(40).write(to: URL(fileURLWithPath: header))
        let cut = try await restore([header, "--config", sandbox.configPath])
        #expect(cut.standardError.contains("'\(header)' is truncated: it ends inside SQLite's header"), "\(cut.standardError)")
        #expect(try await dump(database) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.path + "/var").allSatisfy { !$0.contains("before-restore") })
    }
}
