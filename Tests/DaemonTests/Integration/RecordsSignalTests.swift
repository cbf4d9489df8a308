import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Personal records through the real binary: `log-set` answers and announces them,
/// `records` answers them, corrections keep them right, and `estimated-max` rates them.
@Suite("personal records over the socket")
struct RecordsSignalTests {
    private static let useCases = ["start-workout", "log-set: {announce-records: true}", "finish-workout",
                                   "undo-last-set", "delete-set", "workout", "records", "report-log"]

    /// Logs a finished workout of squats at `weights`, 5 reps each; returns the log-set answers.
    private func squats(_ daemon: DaemonProcess, _ name: String, weights: [Double]) async throws -> [JSONValue] {
        _ = try result(of: try await daemon.request("start-workout name=\(name)"))
        var answers: [JSONValue] = []
        for weight in weights {
            answers.append(try result(of: try await daemon.request(
                #"log-set exercise="Squat (Barbell)" weight=\#(weight) reps=5"#)))
        }
        _ = try result(of: try await daemon.request("finish-workout"))
        return answers
    }

    /// The `kind`s of the records in a list.
    private func kinds(_ records: JSONValue?) -> Set<String> {
        Set((records?.elements ?? []).compactMap { record in
            if case .string(let kind)? = record["kind"] { return kind }
            return nil
        })
    }

    @Test("log-set answers with its records and personal-record reaches report-log; records answers them")
    func logSetRecords() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases)
        let first = try await squats(daemon, "Monday", weights: [100, 110])
        #expect(first.allSatisfy { $0["records"]?.elements.isEmpty == true }, "the first session sets no record")
        let second = try await squats(daemon, "Thursday", weights: [105, 112.5])
        #expect(second[0]["records"]?.elements.isEmpty == true)
        #expect(kinds(second[1]["records"]) == ["heaviest-weight", "estimated-one-rep-max", "set-volume", "session-volume"])
        let logged = try await daemon.waitForErrorLine("report-log's line for the heaviest-weight record") {
            $0.contains("personal record: Squat (Barbell) heaviest-weight 112.5 (was 110.0)")
        }
        #expect(!logged.isEmpty)

        let records = try result(of: try await daemon.request(#"records exercise="Squat (Barbell)""#))
        #expect(records["estimate"] == .object(["formula": .string("epley"), "repCap": .integer(10)]))
        let heaviest = records["current"]?.elements.first { $0["kind"] == .string("heaviest-weight") }
        #expect(heaviest?["value"] == .number(112.5))
        #expect(kinds(records["history"]) == ["heaviest-weight", "estimated-one-rep-max", "set-volume", "session-volume"])

        // Undoing the record-setting set leaves the records as if it had never been logged.
        _ = try result(of: try await daemon.request("start-workout name=Saturday"))
        _ = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=120 reps=1"#))
        _ = try result(of: try await daemon.request("undo-last-set"))
        let after = try result(of: try await daemon.request(#"records exercise="Squat (Barbell)""#))
        #expect(after["current"] == records["current"])
        #expect(after["history"] == records["history"])

        let unknown = try await daemon.request("records exercise=Nothing")
        #expect(try errorCode(of: unknown) == "invalid-field")
        try await stopCleanly(daemon)
    }

    @Test("estimated-max in the config rates the records; a bad rep cap is refused at start with file:line:col")
    func configuredEstimate() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases, extra: "estimated-max: {formula: brzycki, rep-cap: 12}")
        _ = try await squats(daemon, "Monday", weights: [100])
        let records = try result(of: try await daemon.request(#"records exercise="Squat (Barbell)""#))
        #expect(records["estimate"] == .object(["formula": .string("brzycki"), "repCap": .integer(12)]))
        let estimate = records["current"]?.elements.first { $0["kind"] == .string("estimated-one-rep-max") }
        #expect(estimate?["value"] == .number(112.5))
        try await stopCleanly(daemon)

        let sandbox = try DaemonSandbox(useCases: Self.useCases, extra: "estimated-max: {formula: brzycki, rep-cap: 37}")
        let check = try await ProgramRun.run(try BuiltProducts.path("liftd"), ["check-config", sandbox.configPath])
        #expect(check.status != 0)
        #expect(check.standardError.contains(sandbox.configPath + ":"), "\(check.standardError)")
        #expect(check.standardError.contains("rep-cap"), "\(check.standardError)")
    }
}
