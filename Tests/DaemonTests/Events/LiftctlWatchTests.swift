import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import TestSupport
import Testing
@testable import Daemon

/// The real `liftctl watch` against the real daemon.
@Suite("liftctl watch")
struct LiftctlWatchTests {
    @Test("watch prints each event as it happens, readable or as JSON, until the daemon stops", arguments: [false, true])
    func watch(json: Bool) async throws {
        let daemon = try await startDaemon()
        let watcher = try Watcher(socket: daemon.sandbox.socketPath, arguments: json ? ["--json"] : [])
        defer { watcher.child.killUnlessEnded() }
        let confirmation = try await watcher.line("the subscription confirmed") { $0.contains("subscribed") }
        _ = try await daemon.request("start-workout name=Watched")
        let line = try await watcher.line("start-workout's chain-finished event") { $0.contains("start-workout") }
        if json {
            let members = try EventSubscriber.members(line)
            #expect(members["event"] == "chain-finished" && members["signal"] == "start-workout" && members["result"] == "ok")
            #expect(try EventSubscriber.members(confirmation)["event"] == "subscribed")
        } else {
            #expect(line.range(of: #"^\d\d:\d\d:\d\d chain-finished start-workout: ok in [0-9.]+ ms \(chain \d+, socket\)$"#,
                               options: .regularExpression) != nil, "\(line)")
            #expect(confirmation.contains("subscribed watching chain-finished, error, import-finished"), "\(confirmation)")
        }
        try await stopCleanly(daemon)
        #expect(try await watcher.ending() == "EXITED=0")
    }

    @Test("watch leaves out an upload's chunks unless --chunks asks, and import-finished names the file liftctl imported",
          arguments: [false, true])
    func uploadChunks(shown: Bool) async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import"])
        let watcher = try Watcher(socket: daemon.sandbox.socketPath, arguments: ["--json"] + (shown ? ["--chunks"] : []))
        defer { watcher.child.killUnlessEnded() }
        _ = try await watcher.line("the subscription confirmed") { $0.contains("subscribed") }
        let note = String(repeating: "n", count: 3_000)
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\n"
        for order in 1...20 { csv += "2025-09-16 07:00:00,Legs,30m,Squat (Barbell),\(order),100,5,0,0,\(note),\n" }
        let file = daemon.sandbox.path + "/legs-export.csv"
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        let chunks = (csv.utf8.count + 24_575) / 24_576
        #expect(chunks >= 3)

        let run = try await ProgramRun.run(
            try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "import", file, "units=kg"], input: "")
        #expect(run.status == 0, "liftctl import: \(run.standardError)")
        let finished = try EventSubscriber.members(
            try await watcher.line("the import's import-finished event") { $0.contains(#""event":"import-finished""#) })
        guard case .object(let fields)? = finished["fields"], case .string(let source)? = fields["source"] else {
            throw IntegrationFailure("import-finished has no source: \(finished)")
        }
        #expect(source.hasPrefix("legs-export.csv (upload '"), "\(source)")
        _ = try await watcher.line("the import's chain-finished event") { $0.contains(#""signal":"import""#) }
        // The chunks' chains all ended before the import's began, so their lines came before it.
        let chunkLines = watcher.output.all.filter { $0.contains(#""signal":"import-chunk""#) }
        #expect(chunkLines.count == (shown ? chunks : 0), "\(chunkLines)")
        try await stopCleanly(daemon)
        #expect(try await watcher.ending() == "EXITED=0")
    }

    @Test("watch with an unknown event exits 1 naming it")
    func unknownEvent() async throws {
        let daemon = try await startDaemon()
        let run = try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "watch", "reloads"])
        #expect(run.status == 1)
        #expect(run.standardError.contains("unknown event 'reloads' (did you mean 'reload'?)"), "\(run.standardError)")
        try await stopCleanly(daemon)
    }
}

/// A `liftctl watch` running in the background, its output read line by line.
private final class Watcher: Sendable {
    let child: SpawnedProcess
    let output = EventLog<String>(name: "liftctl watch output")
    let errors = EventLog<String>(name: "liftctl watch stderr")
    let end = EventLog<String>(name: "liftctl watch ending")

    init(socket: String, arguments: [String]) throws {
        child = try SpawnedProcess(
            [try BuiltProducts.path("liftctl"), "--socket", socket, "watch"] + arguments,
            environment: ["PATH": "/usr/bin:/bin"], feedsInput: false)
        let output = self.output, errors = self.errors, end = self.end, child = self.child
        SpawnedProcess.readLines(of: child.standardOutput, { output.append($0) }, atEnd: { output.close() })
        SpawnedProcess.readLines(of: child.standardError, { errors.append($0) }, atEnd: { errors.close() })
        Thread { end.append(child.waitForEnd()) }.start()
    }

    /// The first output line that `matches`, waiting for it (bounded).
    func line(_ what: String, where matches: @escaping @Sendable (String) -> Bool) async throws -> String {
        let output = self.output
        return try await offPool { try output.waitForEvent(what, where: matches).event }
    }

    /// How the program ended, once it has.
    func ending() async throws -> String {
        let end = self.end
        return try await offPool { try end.waitForEvent("liftctl watch to end") { _ in true }.event }
    }
}
