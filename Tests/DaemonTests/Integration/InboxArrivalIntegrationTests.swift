import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// Files arriving in the inbox of the real daemon while it runs: hard links are imported,
/// what is no regular file is explained at once, and a writer that pauses with the file open
/// gets one whole import.
@Suite("Inbox arrivals in the real daemon")
struct InboxArrivalIntegrationTests {
    private static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"
    private static let useCases = DaemonSandbox.standardUseCases + ["import", "report-log"]

    private func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    private func workoutCount(_ daemon: DaemonProcess) async throws -> Int {
        guard case .array(let workouts) = try result(of: try await daemon.request("workouts")) else {
            throw IntegrationFailure("workouts did not answer with a list")
        }
        return workouts.count
    }

    @Test("A file hard-linked into the inbox (ln) is imported without a restart; its other name stays")
    func hardLinkImported() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  settle-time: 50ms\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let imports = sandbox.path + "/var/import"
        let original = sandbox.path + "/linked.csv"
        try (Self.header + "2025-09-16 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,\n")
            .write(toFile: original, atomically: true, encoding: .utf8)
        #expect(link(original, imports + "/inbox/linked.csv") == 0)
        try await eventually("linked.csv moved to done/") { self.names(in: imports + "/done") == ["linked.csv"] }
        #expect(try await workoutCount(daemon) == 1)
        #expect(FileManager.default.fileExists(atPath: original))
        try await stopCleanly(daemon)
    }

    @Test("A FIFO and a symbolic link made in the inbox are logged at once, each named with why it is left alone")
    func irregularLoggedAtOnce() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  settle-time: 50ms\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let inbox = sandbox.path + "/var/import/inbox"
        #expect(mkfifo(inbox + "/pipe.csv", 0o600) == 0)
        #expect(symlink(sandbox.path + "/elsewhere.csv", inbox + "/link.csv") == 0)
        _ = try await daemon.waitForErrorLine("the FIFO explained") {
            $0.contains("inbox: pipe.csv in \(inbox) is left where it is: a FIFO, not a regular file")
        }
        _ = try await daemon.waitForErrorLine("the link explained") {
            $0.contains("inbox: link.csv in \(inbox) is left where it is: a symbolic link, which the inbox does not follow")
        }
        #expect(names(in: inbox) == ["link.csv", "pipe.csv"])
        try await stopCleanly(daemon)
    }

    // A file closed and reopened within the settle time is InboxArrivalTests' (on a manual
    // clock): here a loaded machine could let the settle time pass between the two.
    @Test("A writer that pauses past the settle time with the file open, then writes the rest gets one whole import and no failed file")
    func pausedWriterImportedWhole() async throws {
        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "inbox:\n  settle-time: 100ms\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let imports = sandbox.path + "/var/import"
        let path = imports + "/inbox/paused.csv"
        let first = Self.header + "2025-09-15 07:00:00,Legs,30m,Squat (Barbell),1,100,5,0,0,,\n2025-09-16 07:00"
        let rest = ":00,Push,30m,Bench Press (Barbell),1,80,5,0,0,,\n"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0, "paused.csv could not be created: \(String(cString: strerror(errno)))")
        let writer = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        try writer.write(contentsOf: Data(first.utf8))
        // Ten settle times with the file open and unchanged: a file taken now would be cut.
        try await Task.sleep(for: .seconds(1))
        try writer.write(contentsOf: Data(rest.utf8))
        try writer.close()
        try await eventually("paused.csv moved to done/") { self.names(in: imports + "/done") == ["paused.csv"] }
        #expect(try String(contentsOfFile: imports + "/done/paused.csv", encoding: .utf8) == first + rest)
        #expect(names(in: imports + "/failed").isEmpty)
        #expect(try await workoutCount(daemon) == 2)
        _ = try await daemon.waitForErrorLine("the whole file imported at once") {
            $0.contains("import of .inbox/paused.csv (strong-classic) finished: 2 of 2 workouts")
        }
        try await stopCleanly(daemon)
    }
}
