import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

/// The real `liftctl` against a real daemon whose config says `time-zone: Europe/Berlin`:
/// people read times on Berlin's clocks with their offset, JSON keeps the UTC instants, and a
/// date-only import row is that day in Berlin.
@Suite("liftctl: times on the config's clocks")
struct LocalTimesIntegrationTests {
    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath] + arguments)
    }

    private func startBerlinDaemon() async throws -> DaemonProcess {
        try await startDaemon(useCases: DaemonSandbox.standardUseCases + ["import", "volume"], extra: "time-zone: Europe/Berlin")
    }

    @Test("A Hevy 15 Sep 2025, 07:48 shows as 2025-09-15 07:48 +02:00 to people and 05:48Z in JSON; status names the zone")
    func hevyTimes() async throws {
        let daemon = try await startBerlinDaemon()
        let file = try daemon.sandbox.write("hevy.csv", """
            "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
            "Lower","15 Sep 2025, 07:48","15 Sep 2025, 09:13","","Squat (Barbell)",,"",0,"normal",100,5,,,
            """)
        let imported = try await liftctl(daemon, ["import", file])
        #expect(imported.status == 0, "\(imported.standardError)")

        let people = try await liftctl(daemon, ["workouts"])
        #expect(people.status == 0, "\(people.standardError)")
        let header = try #require(people.outputLines.first)
        #expect(header.split(separator: " ") == ["NAME", "START", "END", "SETCOUNT", "ID"])
        let row = try #require(people.outputLines.dropFirst().first)
        #expect(row.contains("2025-09-15 07:48 +02:00  2025-09-15 09:13 +02:00  1"), "\(people.standardOutput)")
        #expect(!people.standardOutput.contains("05:48"), "\(people.standardOutput)")

        let json = try await liftctl(daemon, ["--json", "workouts"])
        let workouts = try result(of: json.outputLines.first ?? "").elements
        #expect(workouts.first?["start"] == .string("2025-09-15T05:48:00Z"))
        #expect(workouts.first?["end"] == .string("2025-09-15T07:13:00Z"))

        let statusRun = try await liftctl(daemon, ["--json", "status"])
        let status = try result(of: statusRun.outputLines.first ?? "")
        #expect(status["timeZone"] == .string("Europe/Berlin"))
        let shownStatus = try await liftctl(daemon, ["status"])
        #expect(shownStatus.outputLines.contains { $0.hasPrefix("timeZone:") && $0.hasSuffix(" Europe/Berlin") },
                "\(shownStatus.standardOutput)")
        let loaded = try #require(shownStatus.outputLines.first { $0.hasPrefix("configLoadedAt:") })
        #expect(loaded.range(of: #" \d{4}-\d{2}-\d{2} \d{2}:\d{2} \+0[12]:00$"#, options: .regularExpression) != nil, "\(loaded)")
        try await stopCleanly(daemon)
    }

    @Test("A date-only FitNotes row is that day in the config's zone: its midnight there, counted in that day's week")
    func dateOnlyRows() async throws {
        let daemon = try await startBerlinDaemon()
        // 2020-03-02 is a Monday: its midnight in Berlin is 23:00 UTC on Sunday, in week 9.
        let file = try daemon.sandbox.write("fitnotes.csv", """
            Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
            2020-03-02,Squat,Legs,80.0,kgs,5,,,
            """)
        let imported = try await liftctl(daemon, ["import", file])
        #expect(imported.status == 0, "\(imported.standardError)")

        let json = try await liftctl(daemon, ["--json", "workouts"])
        let answer = try result(of: json.outputLines.first ?? "")
        let workout = try #require(answer.elements.first)
        #expect(workout["start"] == .string("2020-03-01T23:00:00Z"))
        let people = try await liftctl(daemon, ["workouts"])
        #expect(people.outputLines.dropFirst().first?.contains("2020-03-02 00:00 +01:00") == true, "\(people.standardOutput)")
        #expect(!people.standardOutput.contains("2020-03-01"), "\(people.standardOutput)")

        let monday = try result(of: try await daemon.request("volume week=2020-W10"))
        #expect(monday["exercises"]?.elements.map { $0["exercise"] } == [.string("Squat (Barbell)")], "FitNotes' Squat is the catalog's: \(monday)")
        let sunday = try result(of: try await daemon.request("volume week=2020-W09"))
        #expect(sunday["exercises"]?.elements.isEmpty == true, "\(sunday)")
        try await stopCleanly(daemon)
    }
}
