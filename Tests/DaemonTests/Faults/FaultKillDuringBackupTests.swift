import Foundation
import Glibc
import TestSupport
import Testing

/// liftd killed with SIGKILL while it writes a backup copy: no copy is left under a copy's
/// name, and the next start removes what the cut-short copy left.
@Suite("Fault: kill -9 during a backup", .serialized)
struct FaultKillDuringBackupTests {
    @Test("A kill -9 mid-backup leaves no partial copy under a copy's name; the next start removes the leftovers and backs up again",
          .timeLimit(.minutes(2)))
    func killDuringBackup() async throws {
        let sandbox = try DaemonSandbox(useCases: DaemonSandbox.standardUseCases + ["backup: {max-rate: 1}"])
        try storeWorkouts(800, in: sandbox)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let backup = Task { try? await daemon.request("backup") }
        try await eventually("the backup's partial copy to appear") {
            backupFiles(in: sandbox).contains { $0.hasSuffix(".sqlite.partial") }
        }
        daemon.send(signal: SIGKILL)
        #expect(try await daemon.waitForEnd() == "KILLED=\(SIGKILL)")
        _ = await backup.value
        let left = backupFiles(in: sandbox)
        #expect(!left.contains { $0.hasSuffix(".sqlite") }, "a copy under a copy's name after the kill: \(left)")
        #expect(left.contains { $0.hasSuffix(".sqlite.partial") }, "the kill came after the copy finished: \(left)")

        try sandbox.writeConfig(useCases: DaemonSandbox.standardUseCases + ["backup"])
        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        let removal = try await restarted.waitForErrorLine("the leftovers' removal logged") {
            $0.contains("a backup copy an earlier run left unfinished")
        }
        #expect(removal.contains(".sqlite.partial"))
        #expect(backupFiles(in: sandbox).isEmpty, "left after the restart: \(backupFiles(in: sandbox))")
        let copy = try result(of: try await restarted.request("backup"))
        guard case .string(let file)? = copy["file"] else { throw IntegrationFailure("no file in \(copy)") }
        #expect(backupFiles(in: sandbox) == [(file as NSString).lastPathComponent])
        #expect(copy["counts"]?["sets"] == .integer(40_000))
        try await stopCleanly(restarted)
    }
}
