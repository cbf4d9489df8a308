import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// `subscribe` against the real daemon over real sockets.
@Suite("Event stream")
struct EventStreamTests {
    @Test("A subscriber gets chain-finished for what other clients send, and nothing for reads that succeed")
    func chainFinished() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout)
        let subscriber = try await EventSubscriber.subscribed(path: daemon.sandbox.socketPath)
        _ = try await daemon.request("ping")
        _ = try await daemon.request("start-workout name=Push")
        _ = try await daemon.request(#"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#)
        let started = try await subscriber.next("chain-finished")
        #expect(started["signal"] == "start-workout")
        #expect(started["result"] == "ok" && started["source"] == "socket" && started["error"] == nil)
        #expect(started["useCase"] != nil && started["ok"] == nil)
        guard case .integer(let chain)? = started["chain"], case .integer? = started["durationMicroseconds"],
              case .string? = started["at"] else {
            Issue.record("chain, durationMicroseconds or at missing: \(started)")
            return
        }
        let logged = try await subscriber.next("chain-finished")
        #expect(logged["signal"] == "log-set" && logged["result"] == "ok")
        #expect(logged["chain"].map { $0 == .integer(chain) } == false)
        try await stopCleanly(daemon)
    }

    @Test("A failed chain is reported with its error; only the daemon's own failure, not a request it refused, is an error event")
    func failedChain() async throws {
        let daemon = try await startDaemon(useCases: failingWorkouts + withFinishWorkout)
        let subscriber = try await EventSubscriber.subscribed(path: daemon.sandbox.socketPath)
        _ = try await daemon.request("finish-workout")
        let finished = try await subscriber.nextLine()
        #expect(finished["event"] == "chain-finished" && finished["result"] == "use-case-failed")
        guard case .object(let error)? = finished["error"], case .string(let message)? = error["message"] else {
            Issue.record("no error in \(finished)")
            return
        }
        #expect(message.contains("no workout in progress"))
        _ = try await daemon.request("workouts")
        // The refusal above made no error event: the first one is the program's failure.
        let reported = try await subscriber.next("error")
        #expect(reported["code"] == "use-case-failed")
        guard case .string(let reason)? = reported["message"] else {
            Issue.record("the error event has no message: \(reported)")
            return
        }
        #expect(reason.contains("exited with status 1"), "\(reported)")
        try await stopCleanly(daemon)
    }

    @Test("A subscriber gets only the events it names, in the text and the JSON form")
    func filtering() async throws {
        let daemon = try await startDaemon(useCases: failingWorkouts + withFinishWorkout)
        let path = daemon.sandbox.socketPath
        let errors = try EventSubscriber(path: path, request: "subscribe events=error id=1")
        let confirmation = try await errors.nextLine()
        #expect(confirmation == ["event": "subscribed", "events": ["error"], "id": .integer(1)])
        let reloads = try await EventSubscriber.subscribed(path: path, request: #"{"signal":"subscribe","events":["reload","error"]}"#)
        _ = try await daemon.request("workouts")
        daemon.send(signal: SIGHUP)
        let error = try await errors.nextLine()
        #expect(error["event"] == "error" && error["code"] == "use-case-failed")
        let first = try await reloads.nextLine()
        #expect(first["event"] == "error")
        let reload = try await reloads.nextLine()
        #expect(reload["event"] == "reload" && reload["result"] == "ok" && reload["config"] == .string(daemon.sandbox.configPath))
        try await stopCleanly(daemon)
    }

    @Test("An unknown event is refused naming it and its nearest event; the connection stays an ordinary one")
    func unknownEvent() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout)
        let lines = try await exchange(
            daemon.sandbox.socketPath, Array("subscribe events=chain-finishd\nping\n".utf8), finishSending: true)
        #expect(lines.count == 2)
        let refusal = try EventSubscriber.members(lines[0])
        guard case .object(let error)? = refusal["error"], case .string(let message)? = error["message"] else {
            Issue.record("not an error: \(lines[0])")
            return
        }
        #expect(refusal["ok"] == .bool(false) && error["code"] == "invalid-field")
        #expect(message.contains("unknown event 'chain-finishd' (did you mean 'chain-finished'?)"))
        #expect(try result(of: lines[1])["pong"] == .bool(true))
        try await stopCleanly(daemon)
    }

    @Test("Requests after subscribe get a request-refused line and are not run")
    func requestsRefused() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout)
        let subscriber = try await EventSubscriber.subscribed(path: daemon.sandbox.socketPath, request: "subscribe events=error")
        try subscriber.client.send("start-workout name=Sneaky id=5\n")
        let refused = try await subscriber.nextLine()
        #expect(refused["event"] == "request-refused" && refused["id"] == .integer(5) && refused["ok"] == nil)
        guard case .object(let error)? = refused["error"] else {
            Issue.record("no error in \(refused)")
            return
        }
        #expect(error["code"] == "subscribed")
        // The workout was never started: finishing one fails.
        let answer = try await daemon.request("finish-workout")
        #expect(try errorMessage(of: answer).contains("no workout in progress"))
        try await stopCleanly(daemon)
    }

    @Test("max-subscribers is enforced: one more is refused until a subscriber leaves")
    func subscriberLimit() async throws {
        let daemon = try await startDaemon(useCases: withFinishWorkout, socket: ["max-subscribers: 2"])
        let path = daemon.sandbox.socketPath
        var first: EventSubscriber? = try await EventSubscriber.subscribed(path: path)
        let second = try await EventSubscriber.subscribed(path: path)
        let third = try EventSubscriber(path: path)
        let refusal = try await third.nextLine()
        guard case .object(let error)? = refusal["error"] else {
            Issue.record("the third subscriber was not refused: \(refusal)")
            return
        }
        #expect(error["code"] == "too-many-subscribers" && refusal["ok"] == .bool(false))
        try third.client.send("ping\n")
        #expect(try await third.nextLine()["ok"] == .bool(true))
        #expect(first != nil)
        first = nil
        // The place is freed once the daemon has seen the first subscriber leave.
        try await eventually("a subscriber's place to be freed") {
            guard let line = try? await daemon.request("subscribe") else { return false }
            return line.contains(#""event":"subscribed""#)
        }
        _ = second
        try await stopCleanly(daemon)
    }
}
