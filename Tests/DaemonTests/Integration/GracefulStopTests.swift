import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// SIGTERM while a request is being handled: the request still gets its answer, within the
/// configured grace period (an hour here, so that a test starved of processor time cannot see
/// it run out); past a short one it is cancelled.
@Suite("liftd graceful stop")
struct GracefulStopTests {
    @Test("SIGTERM during a slow request finishes that request, answers it, then exits 0")
    func stopDuringRequest() async throws {
        let stopping = try await StoppingDuringRequest.begin()
        // The program cannot finish before the test lets it, so liftd must still be waiting.
        #expect(!stopping.daemon.notifications.all.contains { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") })
        let line = try await stopping.letRequestFinish()
        #expect(try members(of: line)["id"] == .integer(1))
        #expect(try result(of: try #require(line))["handledBy"] == .array([.string("slow")]))
        #expect(try await stopping.daemon.waitForExit() == 0)
        #expect(!stopping.sandbox.socketFileExists)
    }

    @Test("Once liftd says STOPPING=1 it refuses new connections, while the request in flight still finishes")
    func refusesConnectionsWhileStopping() async throws {
        let stopping = try await StoppingDuringRequest.begin()
        // Still running (the program has not been let finish), yet no new client gets in.
        #expect(!stopping.daemon.notifications.all.contains { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") })
        #expect(throws: TestClient.Failure.self) { _ = try TestClient(path: stopping.sandbox.socketPath) }
        #expect(try members(of: try await stopping.letRequestFinish())["id"] == .integer(1))
        #expect(try await stopping.daemon.waitForExit() == 0)
    }

    @Test("A request still running when socket.stop-grace-period ends is cancelled and answered cancelled, then liftd exits 0")
    func graceRunsOut() async throws {
        let stopping = try await StoppingDuringRequest.begin(stopGracePeriod: "200ms")
        // The program is never let finish: the grace period ends the request.
        let answer = try await stopping.answer.value
        #expect(try errorCode(of: answer) == "cancelled", "\(answer ?? "no answer")")
        #expect(try await stopping.daemon.waitForExit() == 0)
        #expect(!stopping.sandbox.socketFileExists)
    }

    @Test("A long import outliving stop-grace-period stops between batches, keeps them, and tells the client and the log where it stopped",
          .needsTool("/usr/bin/sqlite3", package: "sqlite3"))
    func longImportStops() async throws {
        let sandbox = try DaemonSandbox()
        let directory = sandbox.path + "/in"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try sandbox.writeConfig(
            useCases: DaemonSandbox.standardUseCases + ["import: {import-directory: \(directory)}"],
            // The client waits for the import's end, however slow the machine.
            socket: ["stop-grace-period: 100ms", "request-deadline: 1h"])
        // 400,000 sets, 20 to a workout: 20 batches of 20,000.
        let workouts = 20_000, setsPerWorkout = 20
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"
        csv.reserveCapacity(workouts * setsPerWorkout * 64)
        for workout in 1...workouts {
            for order in 1...setsPerWorkout { csv += "2025-01-01 07:00:00,W\(workout),30m,Squat (Barbell),\(order),100,5,0,0,,\n" }
        }
        try csv.write(toFile: directory + "/big.csv", atomically: true, encoding: .utf8)
        let database = sandbox.path + "/var/liftd.sqlite"
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let path = sandbox.socketPath
        let answer = Task {
            try await offPool { () -> String? in
                let client = try TestClient(path: path)
                try client.send("import path=big.csv units=kg id=1\n")
                return try client.readLine()
            }
        }
        try await eventually("the import's first batch to be stored") {
            (try? await Self.storedSets(in: database)).map { $0 > 0 } ?? false
        }
        daemon.send(signal: SIGTERM)
        let line = try #require(try await answer.value, "the import's client got an answer")
        #expect(try errorCode(of: line) == "cancelled", "\(line)")
        let message = try errorMessage(of: line)
        #expect(message.hasPrefix("import of big.csv stopped at line "), "\(message)")
        #expect(message.contains("import the file again to add the rest"), "\(message)")
        _ = try await daemon.waitForErrorLine("the import's stop in the log") { $0.contains("big.csv stopped at line ") }
        #expect(try await daemon.waitForExit() == 0)

        let stored = try await Self.storedSets(in: database)
        #expect(stored > 0 && stored < workouts * setsPerWorkout, "the import stopped part way: \(stored) sets")
        #expect(stored % setsPerWorkout == 0, "whole workouts only: \(stored) sets")
        #expect(message.contains(" and \(stored) sets stored before stay"), "\(message)")
    }

    /// The sets stored in the database at `path`, read with the sqlite3 program (a reader
    /// beside the daemon's writer).
    private static func storedSets(in path: String) async throws -> Int {
        let run = try await ProgramRun.run("/usr/bin/sqlite3", [path, "SELECT count(*) FROM sets"])
        guard run.status == 0, let count = Int(run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw IntegrationFailure("sqlite3 \(path): \(run.standardError)")
        }
        return count
    }
}

/// A daemon told to stop (SIGTERM, STOPPING=1 received) while a request is held inside an
/// `exec` program that finishes only when the test lets it.
private struct StoppingDuringRequest {
    let sandbox: DaemonSandbox
    let daemon: DaemonProcess
    let release: String
    let answer: Task<String?, any Error>

    static func begin(stopGracePeriod: String = "1h") async throws -> Self {
        let sandbox = try DaemonSandbox()
        let started = sandbox.path + "/started.fifo", release = sandbox.path + "/release.fifo"
        for fifo in [started, release] { try #require(mkfifo(fifo, 0o600) == 0) }
        // The program tells the test it runs, then waits until the test lets it finish.
        let script = try sandbox.write("slow.sh", """
            #!/bin/sh
            cat > /dev/null
            echo running > \(started)
            read go < \(release)
            """, executable: true)
        try sandbox.writeConfig(
            useCases: ["exec: {command: [\(script)], on: [workouts], timeout: 5m, name: slow}"]
                + DaemonSandbox.standardUseCases,
            socket: ["stop-grace-period: \(stopGracePeriod)"])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let path = sandbox.socketPath
        let answer = Task {
            try await offPool { () -> String? in
                let client = try TestClient(path: path)
                try client.send("workouts id=1\n")
                return try client.readLine()
            }
        }
        #expect(try await offPool { try FIFO.read(started, waitingFor: "the program to say it runs") } == "running\n")
        daemon.send(signal: SIGTERM)
        _ = try await daemon.waitForMessage(with: "STOPPING=1")
        return Self(sandbox: sandbox, daemon: daemon, release: release, answer: answer)
    }

    /// Lets the program finish and returns the answer the request got.
    func letRequestFinish() async throws -> String? {
        try await offPool { try FIFO.write("go\n", to: release, waitingFor: "the program to wait for its release") }
        return try await answer.value
    }
}
