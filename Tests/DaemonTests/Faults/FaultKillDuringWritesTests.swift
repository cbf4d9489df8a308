import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// liftd killed with SIGKILL while it writes: what it acknowledged is there after a restart,
/// the database is sound, and no report is left half-written.
@Suite("Fault: kill -9 while writing", .serialized, .needsTool("/usr/bin/sqlite3", package: "sqlite3"))
struct FaultKillDuringWritesTests {
    @Test("Every set acknowledged before a kill -9 mid-load is stored, over three crashes, and the database passes its integrity check",
          .timeLimit(.minutes(2)))
    func killDuringLogSet() async throws {
        let sandbox = try DaemonSandbox()
        let database = DatabaseFile(sandbox)
        let record = LoadRecord()
        var workout = 0
        for crash in 1...3 {
            let daemon = try DaemonProcess(sandbox)
            try await daemon.waitUntilReady()
            if crash == 1 { workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Faults""#)) }
            let target = record.count + 150
            let workoutNumber = workout
            async let load: Void = runLoad(
                path: sandbox.socketPath, clients: 4, record: record, stop: StopRequest(),
                request: { client, number in
                    #"log-set workout=\#(workoutNumber) exercise="Squat (Barbell)" weight=100 reps=5 notes="k\#(crash)-c\#(client)-\#(number)""#
                },
                marker: { client, number in "k\(crash)-c\(client)-\(number)" })
            try await eventually("\(target) sets acknowledged") { record.count >= target }
            daemon.send(signal: SIGKILL)
            try await load
            #expect(try await daemon.waitForEnd() == "KILLED=\(SIGKILL)")
            #expect(record.unexpected.isEmpty, "answers other than ok: \(record.unexpected.prefix(5))")
            #expect(try await database.integrityCheck() == ["ok"])
        }
        let stored = try await database.setNotes()
        let missing = record.acknowledged.filter { !stored.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) of \(record.acknowledged.count) acknowledged sets are missing: \(missing.prefix(10))")

        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        let shown = try result(of: try await restarted.request("workout workout=\(workout)"))
        #expect(shown["sets"]?.elements.count == stored.count)
        try await stopCleanly(restarted)
    }

    @Test("A kill -9 while reports are written leaves every report whole, and the next start removes the temporary files",
          .timeLimit(.minutes(2)))
    func killDuringReportWrites() async throws {
        let sandbox = try DaemonSandbox(
            useCases: DaemonSandbox.standardUseCases + ["weekly-report", "report-log"],
            extra: "bundles:\n  weekly-report: [weekly-volume, summary-markdown, summary-json, summary-svg]")
        let reports = sandbox.path + "/var/output/reports"
        let names = ["2026-W10.md", "2026-W10.json", "2026-W10.svg", "2026-W10-e1rm.svg"]
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Reports""#))
        for reps in 1...20 {
            _ = try result(of: try await daemon.request(#"log-set workout=\#(workout) exercise="Bench Press (Barbell)" weight=80 reps=\#(reps)"#))
        }
        _ = try result(of: try await daemon.request("weekly-report-due week=2026-W10"))
        let expected = try names.map { try String(contentsOfFile: reports + "/" + $0, encoding: .utf8) }

        let record = LoadRecord()
        async let load: Void = runLoad(
            path: sandbox.socketPath, clients: 2, record: record, stop: StopRequest(),
            request: { _, _ in "weekly-report-due week=2026-W10" }, marker: { client, number in "\(client)-\(number)" })
        try await eventually("10 report runs acknowledged") { record.count >= 10 }
        daemon.send(signal: SIGKILL)
        try await load
        #expect(try await daemon.waitForEnd() == "KILLED=\(SIGKILL)")
        #expect(record.unexpected.isEmpty, "answers other than ok: \(record.unexpected.prefix(5))")
        for (name, text) in zip(names, expected) {
            #expect(try String(contentsOfFile: reports + "/" + name, encoding: .utf8) == text, "\(name) is not whole")
        }

        let restarted = try DaemonProcess(sandbox)
        try await restarted.waitUntilReady()
        let left = try FileManager.default.contentsOfDirectory(atPath: reports).sorted()
        #expect(left == names.sorted(), "left in \(reports) after the restart")
        try await stopCleanly(restarted)
    }
}
