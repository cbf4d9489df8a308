import ControlProtocol
import Foundation
import TestSupport
import Testing

/// Events and `exec` payloads are written by the one JSON configuration (`JSONOutput`): the
/// events that carry a signal (`personal-record`, `import-finished`) give a subscriber exactly
/// the fields an `exec` notifier reads on stdin for the same signal, instants as ISO 8601 in
/// UTC with `Z` and numbers to 0.01. Real daemon, real socket, a real program under `exec`.
@Suite("Event payloads")
struct EventPayloadTests {
    /// Whether `text` is an ISO 8601 instant in UTC to the second, `2026-12-01T18:41:12Z`.
    private static func isInstant(_ text: String) -> Bool {
        text.wholeMatch(of: #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z/#) != nil
    }

    @Test("Each event that carries a signal gives the exec notifier's fields for it, dates in UTC with Z")
    func eventsMatchExecPayloads() async throws {
        let sandbox = try DaemonSandbox()
        let payloadFile = sandbox.path + "/payloads.jsonl"
        try sandbox.writeConfig(useCases: [
            "start-workout", "log-set: {announce-records: true}", "finish-workout", "import",
            "exec: {command: [/bin/sh, -c, 'cat >> \(payloadFile)'], on: [personal-record, import-finished]}",
        ])
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        let subscriber = try await EventSubscriber.subscribed(path: sandbox.socketPath, request: "subscribe")
        for (name, weights) in [("Monday", [100.0, 110]), ("Thursday", [105, 112.5 + 1.0 / 3])] {
            _ = try result(of: try await daemon.request("start-workout name=\(name)"))
            for weight in weights {
                _ = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=\#(weight) reps=5"#))
            }
            _ = try result(of: try await daemon.request("finish-workout"))
        }
        let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,RPE\\n"
            + "2025-09-15 07:00:00,Legs,30m,Deadlift (Barbell),1,180,5,0,0,,\\n"
        _ = try result(of: try await daemon.request(#"{"signal":"import","csv":"\#(csv)"}"#))

        var events: [String: [String: JSONValue]] = [:]
        while events.count < 2 {
            let line = try await subscriber.nextLine()
            guard case .string(let at)? = line["at"], Self.isInstant(at) else {
                throw IntegrationFailure("an event without an ISO 8601 instant in UTC as 'at': \(line)")
            }
            guard case .string(let kind)? = line["event"], ["personal-record", "import-finished"].contains(kind),
                  events[kind] == nil, case .object(let fields)? = line["fields"] else { continue }
            events[kind] = fields
        }

        try await eventually("two exec payloads in \(payloadFile)") {
            ((try? String(contentsOfFile: payloadFile, encoding: .utf8)) ?? "").split(separator: "\n").count >= 2
        }
        var payloads: [String: [String: JSONValue]] = [:]
        for line in try String(contentsOfFile: payloadFile, encoding: .utf8).split(separator: "\n") {
            let payload = try EventSubscriber.members(String(line))
            guard case .string(let signal)? = payload["signal"], payloads[signal] == nil,
                  case .object(let fields)? = payload["fields"] else { continue }
            payloads[signal] = fields
        }
        #expect(Set(payloads.keys) == ["personal-record", "import-finished"], "\(payloads)")
        for (kind, fields) in events {
            #expect(payloads[kind] == fields, "\(kind): event \(fields), exec \(String(describing: payloads[kind]))")
        }

        let records = events["personal-record"]?["records"]?.elements ?? []
        #expect(!records.isEmpty, "\(events)")
        for record in records {
            guard case .string(let date)? = record["date"], Self.isInstant(date) else {
                Issue.record("a record's date is not an ISO 8601 instant in UTC: \(record)")
                continue
            }
        }
        let heaviest = records.first { $0["kind"] == "heaviest-weight" }
        #expect(heaviest?["value"] == .number(112.83), "112.8333… kg to 0.01: \(records)")
        try await stopCleanly(daemon)
    }
}
