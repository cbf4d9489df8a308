import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// The control protocol spoken by the real daemon over its real socket.
@Suite("liftd control protocol")
struct ProtocolTests {
    @Test("both request forms are answered with one JSON line each, echoing the id")
    func bothForms() async throws {
        let daemon = try await startDaemon()
        let lines = try await exchange(daemon.sandbox.socketPath, Array("""
            {"signal":"ping","id":"json-1"}
            ping id=7
            {"signal":"start-workout","name":"Push","id":true}
            log-set exercise="Bench Press (Barbell)" weight=100 reps=5 id=8.5

            """.utf8), finishSending: true)
        #expect(lines.count == 4)
        #expect(lines.first == #"{"id":"json-1","ok":true,"result":{"pong":true,"version":"\#(Liftd.version)"}}"#)
        #expect(try members(of: lines[1])["id"] == .integer(7))
        #expect(try members(of: lines[2])["id"] == .bool(true))
        #expect(try members(of: lines[2])["ok"] == .bool(true))
        #expect(try members(of: lines[3])["id"] == .number(8.5))
        #expect(try members(of: lines[3])["ok"] == .bool(true))
        try await stopCleanly(daemon)
    }

    @Test("100 requests pipelined in one write are answered in order")
    func pipelining() async throws {
        let daemon = try await startDaemon()
        let requests = (1...100).map { $0 % 2 == 0 ? #"{"signal":"ping","id":\#($0)}"# : "status id=\($0)" }
        let lines = try await exchange(
            daemon.sandbox.socketPath, Array((requests.joined(separator: "\n") + "\n").utf8), finishSending: true)
        #expect(lines.count == 100)
        #expect(try lines.map { try members(of: $0)["id"] } == (1...100).map { JSONValue.integer($0) })
        #expect(try lines.allSatisfy { try members(of: $0)["ok"] == .bool(true) })
        try await stopCleanly(daemon)
    }

    @Test("each kind of bad request gets its structured error and the connection goes on")
    func errorClasses() async throws {
        let daemon = try await startDaemon()
        var bytes = Array("""
            {"signal":"ping",
            stauts id=1
            log-set weight=100 id=2
            log-set exercise="Squat (Barbell)" reps="five" id=3
            {"signal":"log-set","exercise":"Squat (Barbell)","reps":"five","id":4}

            """.utf8)
        bytes += [0x00, 0xFF, 0xFE, 0x01, 0x0A]
        bytes += Array("ping id=5\n".utf8)
        let lines = try await exchange(daemon.sandbox.socketPath, bytes, finishSending: true)
        #expect(lines.count == 7)
        guard lines.count == 7 else { return }
        #expect(try errorCode(of: lines[0]) == "malformed-json")
        #expect(try errorCode(of: lines[1]) == "unknown-signal")
        #expect(try errorMessage(of: lines[1]).contains("did you mean 'status'?"))
        #expect(try members(of: lines[1])["id"] == .integer(1))
        #expect(try errorCode(of: lines[2]) == "missing-field")
        #expect(try errorMessage(of: lines[2]).contains("'exercise'"))
        for line in lines[3...4] {
            #expect(try errorCode(of: line) == "invalid-field")
            #expect(try errorMessage(of: line).contains("'reps' must be a whole number"))
        }
        #expect(try errorCode(of: lines[5]) == "binary-data")
        #expect(try members(of: lines[6])["id"] == .integer(5))
        try await stopCleanly(daemon)
    }

    @Test("a line over the configured limit gets one error line, then the connection closes")
    func oversizedLine() async throws {
        let daemon = try await startDaemon(socket: ["max-line-length: 1024"])
        let bytes = Array((String(repeating: "a", count: 3_000) + "\nping id=1\n").utf8)
        let lines = try await exchange(daemon.sandbox.socketPath, bytes)
        #expect(lines.count == 1)
        #expect(try errorCode(of: lines.first) == "line-too-long")
        #expect(try await daemon.request("ping id=2").contains(#""ok":true"#))
        try await stopCleanly(daemon)
    }

    @Test("help lists every signal with its fields, their types and the access level")
    func help() async throws {
        let daemon = try await startDaemon()
        let signals = try helpEntries(try await daemon.request("help"))
        let names = signals.compactMap { if case .string(let name)? = $0["signal"] { name } else { nil } }
        #expect(Set(names) == [
            "ping", "help", "status", "state", "reload", "schedules", "run-schedule",
            "start-workout", "log-set", "workouts", "workout", "subscribe",
        ])
        let logSet = try #require(signals.first { $0["signal"] == .string("log-set") })
        #expect(logSet["access"] == .string("operator"))
        let fields = logSet["fields"]?.elements ?? []
        #expect(fields.contains(.object(["name": .string("exercise"), "type": .string("string"), "required": .bool(true)])))
        #expect(fields.contains(.object(["name": .string("reps"), "type": .string("integer"), "required": .bool(false)])))
        #expect(signals.first { $0["signal"] == .string("reload") }?["access"] == .string("admin"))
        try await stopCleanly(daemon)
    }

    @Test("status reports version, uptime, config, chains run, queue depth, clients, subscribers and recent errors")
    func status() async throws {
        let daemon = try await startDaemon()
        let status = try result(of: try await daemon.request("status"))
        #expect(status["version"] == .string(Liftd.version))
        #expect(status["config"] == .string(daemon.sandbox.configPath))
        #expect(status["clients"] == .integer(1))
        #expect(status["subscribers"] == .integer(0))
        #expect(status["queueDepth"] == .integer(0))
        #expect(status["recentErrors"] == .array([]))
        for key in ["uptimeSeconds", "chainsRun"] {
            guard case .integer(let value)? = status[key] else {
                Issue.record("status has no whole number \(key): \(status)")
                continue
            }
            #expect(value >= 0)
        }
        #expect(status["configLoadedAt"] != nil)
        // A confirmed subscriber counts as a client and as a subscriber.
        let subscriber = try await EventSubscriber.subscribed(path: daemon.sandbox.socketPath)
        let watched = try result(of: try await daemon.request("status"))
        #expect(watched["clients"] == .integer(2) && watched["subscribers"] == .integer(1), "\(watched)")
        _ = subscriber
        try await stopCleanly(daemon)
    }

    @Test("state is a JSON snapshot of the store: the configured units at first, the active workout after start-workout")
    func stateSnapshot() async throws {
        let daemon = try await startDaemon()
        #expect(try result(of: try await daemon.request("state")) == .object(["units": .string("kg")]))
        let started = try result(of: try await daemon.request(#"start-workout name="Legs""#))
        let state = try result(of: try await daemon.request("state"))
        #expect(state == .object(["activeWorkout": started, "units": .string("kg")]))
        #expect(state["activeWorkout"]?["name"] == .string("Legs"))
        try await stopCleanly(daemon)
    }

    @Test("the real socat binary sends ping and gets pong", .needsTool("/usr/bin/socat", package: "socat"))
    func socatPing() async throws {
        let socat = try BuiltProducts.tool("/usr/bin/socat", package: "socat")
        let daemon = try await startDaemon()
        let run = try await ProgramRun.run(socat, ["-t", "30", "-", "UNIX-CONNECT:" + daemon.sandbox.socketPath],
                                           input: "{\"signal\":\"ping\",\"id\":1}\n")
        #expect(run.status == 0)
        #expect(run.outputLines == [#"{"id":1,"ok":true,"result":{"pong":true,"version":"\#(Liftd.version)"}}"#])
        try await stopCleanly(daemon)
    }
}
