import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Events that come from elsewhere than a socket request's own chain: the scheduler, and
/// signals a chain emits.
@Suite("Event sources")
struct EventSourceTests {
    @Test("A schedule run by hand is announced as schedule-fired with its chain's result")
    func scheduleFired() async throws {
        let daemon = try await startDaemon(useCases: ["volume"], extra: """
            schedules:
              yearly-volume:
                cron: "@yearly"
                time-zone: UTC
                signal: volume
                payload: {week: 2026-W10}
            """)
        let subscriber = try await EventSubscriber.subscribed(
            path: daemon.sandbox.socketPath, request: "subscribe events=schedule-fired,schedule-skipped")
        _ = try result(of: try await daemon.request("run-schedule name=yearly-volume"))
        let fired = try await subscriber.nextLine()
        #expect(fired["event"] == "schedule-fired" && fired["schedule"] == "yearly-volume" && fired["signal"] == "volume")
        #expect(fired["result"] == "ok" && fired["manual"] == .bool(true) && fired["missedCount"] == .integer(0))
        guard case .integer? = fired["chain"], case .string? = fired["scheduledTime"] else {
            Issue.record("chain or scheduledTime missing: \(fired)")
            return
        }
        try await stopCleanly(daemon)
    }

    @Test("A personal-record signal a chain emits is announced as personal-record with its fields")
    func personalRecord() async throws {
        let daemon = try await startDaemon(
            useCases: ["start-workout", "log-set: {announce-records: true}", "finish-workout", "report-log"])
        let subscriber = try await EventSubscriber.subscribed(
            path: daemon.sandbox.socketPath, request: #"{"signal":"subscribe","events":["personal-record"]}"#)
        for (name, weights) in [("Monday", [100.0, 110]), ("Thursday", [105, 112.5])] {
            _ = try result(of: try await daemon.request("start-workout name=\(name)"))
            for weight in weights {
                _ = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=\#(weight) reps=5"#))
            }
            _ = try result(of: try await daemon.request("finish-workout"))
        }
        let record = try await subscriber.nextLine()
        #expect(record["event"] == "personal-record" && record["source"] == "socket")
        guard case .object(let fields)? = record["fields"] else {
            Issue.record("no fields in \(record)")
            return
        }
        #expect(fields["exercise"] == "Squat (Barbell)")
        #expect(fields["records"]?.elements.contains { $0["kind"] == "heaviest-weight" } == true, "\(fields)")
        try await stopCleanly(daemon)
    }
}
