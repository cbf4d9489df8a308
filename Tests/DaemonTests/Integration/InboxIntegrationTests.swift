import Foundation
import TestSupport
import Testing
@testable import Daemon

/// The inbox in the real daemon: files dropped in the folder are imported through `import`,
/// with no client connected, and land in done/ or failed/.
@Suite("The inbox in the real daemon")
struct InboxIntegrationTests {
    private static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"
    private static let useCases = DaemonSandbox.standardUseCases + ["import", "report-log"]

    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    @Test("A file present at start and one dropped later are imported; a bad one lands in failed/ with its line")
    func dropped() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  settle-time: 50ms\n")
        let imports = sandbox.path + "/var/import"
        try FileManager.default.createDirectory(atPath: imports + "/inbox", withIntermediateDirectories: true)
        try (Self.header + "2025-09-15 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,\n")
            .write(toFile: imports + "/inbox/early.csv", atomically: true, encoding: .utf8)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        try await eventually("early.csv moved to done/") { self.names(in: imports + "/done") == ["early.csv"] }

        let staged = sandbox.path + "/later.csv"
        try (Self.header + "2025-09-16 07:00:00,Push,30m,Bench Press (Barbell),1,80,5,0,0,,\n")
            .write(toFile: staged, atomically: true, encoding: .utf8)
        #expect(rename(staged, imports + "/inbox/later.csv") == 0)
        try "Day,Lift,Load\n2025-09-17,Deadlift,180\n".write(toFile: imports + "/inbox/bad.csv", atomically: false, encoding: .utf8)
        try await eventually("later.csv in done/ and bad.csv in failed/") {
            self.names(in: imports + "/done") == ["early.csv", "later.csv"]
                && self.names(in: imports + "/failed") == ["bad.csv", "bad.csv.error.txt"]
        }
        let reason = try String(contentsOfFile: imports + "/failed/bad.csv.error.txt", encoding: .utf8)
        #expect(reason == "bad.csv was not imported: import refused: .inbox/bad.csv: line 1: header 'Day,Lift,Load' "
                    + "is not a Strong, Hevy or FitNotes export\n", "\(reason)")
        guard case .array(let workouts) = try result(of: try await daemon.request("workouts")) else {
            throw IntegrationFailure("workouts did not answer with a list")
        }
        #expect(workouts.count == 2)
        _ = try await daemon.waitForErrorLine("import-finished noted by report-log") {
            $0.contains("import of .inbox/later.csv (strong-classic) finished: 1 of 1 workouts")
        }
        #expect(names(in: imports + "/inbox").isEmpty && names(in: imports + "/.inbox").isEmpty)
        try await stopCleanly(daemon)
    }

    @Test("A file imported before is moved to done/ unread after a restart; the database remembers it")
    func rememberedAcrossRestarts() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  settle-time: 50ms\n")
        let imports = sandbox.path + "/var/import"
        let text = Self.header + "2025-09-15 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,\n"
        let first = try DaemonProcess(sandbox)
        try await first.waitUntilReady()
        let original = sandbox.path + "/same.csv"
        try text.write(toFile: original, atomically: true, encoding: .utf8)
        let copy = sandbox.path + "/copy.csv"
        try text.write(toFile: copy, atomically: true, encoding: .utf8)
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 0), timespec(tv_sec: 1_700_000_000, tv_nsec: 0)]
        #expect(utimensat(AT_FDCWD, original, &times, 0) == 0 && utimensat(AT_FDCWD, copy, &times, 0) == 0)
        #expect(rename(original, imports + "/inbox/same.csv") == 0)
        try await eventually("same.csv imported") { self.names(in: imports + "/done") == ["same.csv"] }
        try await stopCleanly(first)

        #expect(rename(copy, imports + "/inbox/same.csv") == 0)
        let second = try DaemonProcess(sandbox)
        try await second.waitUntilReady()
        try await eventually("the copy moved to done/ as same-2.csv") {
            self.names(in: imports + "/done") == ["same-2.csv", "same.csv"]
        }
        _ = try await second.waitForErrorLine("the copy recognised") {
            $0.contains("inbox: same.csv was imported before")
        }
        try await stopCleanly(second)
    }

    @Test("With `inbox: {enabled: false}` nothing is watched")
    func disabled() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  enabled: false\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/var/import/inbox"))
        try await stopCleanly(daemon)
    }

    @Test("When the import use case reads another directory than paths.import-directory, the inbox is not watched and the log says why")
    func importReadsElsewhere() async throws {
        let useCases = DaemonSandbox.standardUseCases + ["import: {import-directory: elsewhere}", "report-log"]
        let sandbox = try DaemonSandbox(useCases: useCases, extra: "inbox:\n  settle-time: 50ms\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        _ = try await daemon.waitForErrorLine("the inbox left unwatched, with the reason") {
            $0.contains("inbox: not watched, because the use case handling 'import' reads ")
                && $0.contains("elsewhere (its import-directory)")
        }
        #expect(!FileManager.default.fileExists(atPath: sandbox.path + "/var/import/inbox"))
        try await stopCleanly(daemon)
    }
}
