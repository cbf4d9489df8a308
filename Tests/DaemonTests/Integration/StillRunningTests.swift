import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
import Workouts
import WorkoutsSQLite
@testable import Daemon

/// A job that outlives the request's deadline, run by the real daemon and the real liftctl.
@Suite("still-running")
struct StillRunningTests {
    @Test("A health export outliving request-deadline answers still-running with its chain, liftctl exits 75, and the export goes on to write its file whole")
    func exportOutlivesDeadline() async throws {
        let sandbox = try DaemonSandbox()
        let gate = sandbox.path + "/gate.fifo"
        try #require(mkfifo(gate, 0o600) == 0)
        // The bundle's first member waits for the test, so the export's file comes after the deadline.
        let script = try sandbox.write("wait-for-gate.sh", "#!/bin/sh\ncat > /dev/null\nread x < \(gate)", executable: true)
        try sandbox.writeConfig(
            useCases: ["slow-export", "finish-workout"] + DaemonSandbox.standardUseCases,
            socket: ["request-deadline: 500ms"],
            extra: """
                bundles:
                  slow-export:
                    - exec: {command: [\(script)], on: [health-export-due], timeout: 5m}
                    - export-strong-csv
                """)
        // The workout is stored before the daemon starts: a request of its own could outlive
        // the 500 ms deadline on a loaded machine.
        try FileManager.default.createDirectory(atPath: sandbox.path + "/var", withIntermediateDirectories: true)
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        _ = try SQLiteWorkoutRepository(path: sandbox.path + "/var/liftd.sqlite").insert(Workout(
            name: "Legs", start: start, end: start + 3_600, sets: [
                WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5),
                WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 110, reps: 3),
            ]))
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let events = try await EventSubscriber.subscribed(path: sandbox.socketPath, request: "subscribe events=chain-finished")

        let run = try await ProgramRun.run(
            try BuiltProducts.path("liftctl"), ["--json", "-s", sandbox.socketPath, "health-export-due", "since=all"])
        #expect(run.status == 75, "liftctl exits EX_TEMPFAIL: \(run.standardOutput) \(run.standardError)")
        let answer = try members(of: run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        let error = try #require(answer["error"])
        #expect(error["code"] == .string("still-running"))
        guard case .integer(let chain)? = error["chain"] else {
            Issue.record("still-running names no chain: \(run.standardOutput)")
            return
        }
        #expect(try errorMessage(of: run.standardOutput).contains("chain \(chain)"))
        let csv = sandbox.path + "/var/output/health/workouts-000001-000001/strong.csv"
        #expect(!FileManager.default.fileExists(atPath: csv), "the export has not written its file yet")

        try await offPool { try FIFO.write("go\n", to: gate, waitingFor: "the export's first member") }
        var finished: [String: JSONValue] = [:]
        repeat { finished = try await events.next("chain-finished") } while finished["chain"] != .integer(chain)
        #expect(finished["signal"] == .string("health-export-due"))
        #expect(finished["result"] == .string("ok"), "the chain ran to its end: \(finished)")
        let lines = try String(contentsOfFile: csv, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3, "the header and both sets: \(lines)")
        #expect(lines.last?.contains(#""Squat (Barbell)",2,110,3"#) == true)
        _ = try await daemon.waitForErrorLine("the chain's log line") { $0.contains("health-export-due ran in chain \(chain)") }
        try await stopCleanly(daemon)
    }

    @Test("run-schedule outliving request-deadline names the firing's chain, which then finishes in watch")
    func runScheduleOutlivesDeadline() async throws {
        let sandbox = try DaemonSandbox()
        let gate = sandbox.path + "/gate.fifo"
        try #require(mkfifo(gate, 0o600) == 0)
        let script = try sandbox.write("wait-for-gate.sh", "#!/bin/sh\ncat > /dev/null\nread x < \(gate)", executable: true)
        try sandbox.writeConfig(
            useCases: ["slow-export"] + DaemonSandbox.standardUseCases,
            socket: ["request-deadline: 500ms"],
            extra: """
                bundles:
                  slow-export:
                    - exec: {command: [\(script)], on: [health-export-due], timeout: 5m}
                    - export-strong-csv
                schedules:
                  slow:
                    cron: "@yearly"
                    time-zone: UTC
                    signal: health-export-due
                """)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let events = try await EventSubscriber.subscribed(path: sandbox.socketPath, request: "subscribe events=chain-finished")
        let answer = try await daemon.request("run-schedule name=slow id=1")
        #expect(try errorCode(of: answer) == "still-running")
        guard case .object(let error)? = try members(of: answer)["error"], case .integer(let chain)? = error["chain"] else {
            Issue.record("still-running names no chain: \(answer)")
            return
        }
        // The request's own chain (run-schedule) ended at once; the chain named is the firing's.
        let first = try await events.next("chain-finished")
        #expect(first["signal"] == .string("run-schedule") && first["chain"] != .integer(chain))
        try await offPool { try FIFO.write("go\n", to: gate, waitingFor: "the firing's program") }
        let finished = try await events.next("chain-finished")
        #expect(finished["chain"] == .integer(chain))
        #expect(finished["signal"] == .string("health-export-due") && finished["result"] == .string("ok"))
        try await stopCleanly(daemon)
    }

    @Test("A request queued behind a scheduled job past request-deadline answers still-running with its own chain, which runs once the job ends")
    func requestBehindScheduledJob() async throws {
        let sandbox = try DaemonSandbox()
        let started = sandbox.path + "/started.fifo"
        let gate = sandbox.path + "/gate.fifo"
        try #require(mkfifo(started, 0o600) == 0 && mkfifo(gate, 0o600) == 0)
        let script = try sandbox.write(
            "wait-for-gate.sh", "#!/bin/sh\ncat > /dev/null\necho running > \(started)\nread x < \(gate)", executable: true)
        try sandbox.writeConfig(
            useCases: ["slow-export"] + DaemonSandbox.standardUseCases,
            socket: ["request-deadline: 500ms"],
            extra: """
                bundles:
                  slow-export:
                    - exec: {command: [\(script)], on: [health-export-due], timeout: 5m}
                    - export-strong-csv
                schedules:
                  slow:
                    cron: "@yearly"
                    time-zone: UTC
                    signal: health-export-due
                """)
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let events = try await EventSubscriber.subscribed(path: sandbox.socketPath, request: "subscribe events=chain-finished")
        #expect(try errorCode(of: try await daemon.request("run-schedule name=slow id=1")) == "still-running")
        _ = try await offPool { try FIFO.read(started, waitingFor: "the scheduled job's program") }

        let answer = try await daemon.request("start-workout name=Queued id=2")
        #expect(try errorCode(of: answer) == "still-running", "\(answer)")
        guard case .object(let error)? = try members(of: answer)["error"], case .integer(let chain)? = error["chain"] else {
            Issue.record("still-running names no chain: \(answer)")
            return
        }
        #expect(try errorMessage(of: answer).contains("'start-workout' is still running as chain \(chain)"))
        try await offPool { try FIFO.write("go\n", to: gate, waitingFor: "the scheduled job's program") }
        var finished: [String: JSONValue] = [:]
        repeat { finished = try await events.next("chain-finished") } while finished["chain"] != .integer(chain)
        #expect(finished["signal"] == .string("start-workout") && finished["result"] == .string("ok"), "\(finished)")
        guard case .array(let workouts) = try result(of: try await daemon.request("workouts")) else {
            throw IntegrationFailure("workouts answered no list")
        }
        #expect(workouts.count == 1, "the queued start-workout ran: \(workouts)")
        try await stopCleanly(daemon)
    }
}
