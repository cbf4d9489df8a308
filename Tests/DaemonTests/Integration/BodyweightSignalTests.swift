import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// `log-bodyweight`, `bodyweight`, an Apple Health import through `liftctl import` and the
/// volume of assisted sets, through the real `liftd` on a real socket and SQLite file.
@Suite("bodyweight over the socket")
struct BodyweightSignalTests {
    private static let useCases = ["start-workout", "log-set", "finish-workout", "volume", "log-bodyweight", "bodyweight",
                                   "import"]

    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "--json"] + arguments)
    }

    /// The `kilograms` of each entry a `bodyweight` answer lists.
    private func kilograms(_ daemon: DaemonProcess) async throws -> [JSONValue?] {
        (try result(of: try await daemon.request("bodyweight"))["bodyweights"]?.elements ?? []).map { $0["kilograms"] }
    }

    @Test("log-bodyweight is checked and stored, bodyweight lists it, and assisted sets count bodyweight minus assistance")
    func logBodyweightAndVolume() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases)
        let refused = try await daemon.request("log-bodyweight weight=4000")
        #expect(try errorCode(of: refused) == "invalid-field")
        #expect(try errorMessage(of: refused).contains("weight must be between 20 and 400 kg"))
        #expect(try errorCode(of: try await daemon.request("log-bodyweight weight=80 at=tomorrow")) == "invalid-field")
        #expect(try await kilograms(daemon) == [])

        _ = try result(of: try await daemon.request("start-workout name=Pull"))
        _ = try result(of: try await daemon.request(#"log-set exercise="Pull Up (Assisted)" weight=10 reps=10"#))
        let before = try await liftctl(daemon, ["volume", "week=\(Self.currentWeek())"])
        #expect(before.status == 0, "\(before.standardError)")
        let unknown = try result(of: before.outputLines.first ?? "")
        #expect(unknown["exercises"]?.elements.first?["volumeKilograms"] == .integer(0))
        #expect(unknown["volumeNotes"]?.elements.count == 1)

        let logged = try await liftctl(daemon, ["log-bodyweight", "weight=80", "at=2020-01-01T00:00:00Z"])
        #expect(logged.status == 0, "\(logged.standardError)")
        #expect(try await kilograms(daemon) == [.integer(80)])
        let after = try result(of: try await daemon.request("volume week=\(Self.currentWeek())"))
        #expect(after["exercises"]?.elements.first?["volumeKilograms"] == .integer(700))
        #expect(after["volumeNotes"] == .array([]))
        try await stopCleanly(daemon)
    }

    @Test("liftctl import of an Apple Health export.xml stores its BodyMass records; a second import stores nothing new")
    func appleHealthImport() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases)
        let file = daemon.sandbox.path + "/export.xml"
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierBodyMassIndex" unit="count" startDate="2024-05-01 07:00:00 +0200" value="24"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-05-01 07:00:00 +0200" value="81"/>
             <Record type="HKQuantityTypeIdentifierBodyMass" unit="kg" startDate="2024-05-08 07:00:00 +0200" value="80"/>
            </HealthData>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let first = try await liftctl(daemon, ["import", file])
        #expect(first.status == 0, "liftctl import: \(first.standardError)")
        let reply = try result(of: first.outputLines.last ?? "")
        #expect(reply["format"] == .string("apple-health"))
        #expect(reply["bodyweightsAdded"] == .integer(2))
        let again = try result(of: (try await liftctl(daemon, ["import", file])).outputLines.last ?? "")
        #expect(again["bodyweightsAdded"] == .integer(0) && again["bodyweightsAlreadyPresent"] == .integer(2))
        #expect(try await kilograms(daemon) == [.integer(80), .integer(81)])
        try await stopCleanly(daemon)
    }

    /// This week as `volume` names it in the daemon's zone (the sandbox runs in UTC unless told).
    private static func currentWeek() -> String {
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone.current
        let parts = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: Date())
        return String(format: "%04d-W%02d", parts.yearForWeekOfYear ?? 0, parts.weekOfYear ?? 0)
    }
}
