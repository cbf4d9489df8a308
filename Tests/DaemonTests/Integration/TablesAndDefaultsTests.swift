import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

/// The real `liftctl` against a real daemon: tables with the name first and the figures after,
/// top sets written `100.0 × 5`, and the defaults of `volume`, `trend` and `records`, the
/// `exercises` listing and muscle names in any case.
@Suite("liftctl: readable tables and defaults")
struct TablesAndDefaultsTests {
    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath] + arguments)
    }

    /// The words of `line`, split at runs of two or more spaces (a table's column gaps).
    private func cells(_ line: String) -> [String] {
        line.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("A squat logged now: volume, trend, records, exercises and workouts answer without week=, weeks= or exercise=")
    func defaultsThroughLiftctl() async throws {
        let daemon = try await startDaemon(useCases: DaemonSandbox.standardUseCases
            + ["volume", "trend", "muscle-trend", "records", "exercises"])
        #expect(try await liftctl(daemon, ["start-workout", "name=Legs"]).status == 0)
        let logged = try await liftctl(daemon, ["log-set", "exercise=Squat (Barbell)", "weight=100", "reps=5"])
        #expect(logged.status == 0, "\(logged.standardError)")

        let workouts = try await liftctl(daemon, ["workouts"])
        let workoutColumns = cells(workouts.outputLines.first ?? "")
        #expect(workoutColumns.prefix(2) == ["NAME", "START"] && workoutColumns.last == "ID", "\(workouts.standardOutput)")

        let volume = try await liftctl(daemon, ["volume"])
        #expect(volume.status == 0, "\(volume.standardError)")
        let exercisesHeader = try #require(volume.outputLines.firstIndex(of: "exercises:"), "\(volume.standardOutput)")
        #expect(cells(volume.outputLines[exercisesHeader + 1]).prefix(4) == ["EXERCISE", "SETS", "REPS", "VOLUME (KG)"],
                "\(volume.standardOutput)")
        #expect(cells(volume.outputLines[exercisesHeader + 2]).prefix(4) == ["Squat (Barbell)", "1", "5", "500.0"],
                "\(volume.standardOutput)")
        let thisWeek = try result(of: try await daemon.request("volume week=this"))
        let defaultWeek = try result(of: try await daemon.request("volume"))
        #expect(thisWeek == defaultWeek)
        let lastWeek = try result(of: try await daemon.request("volume week=last"))
        #expect(lastWeek["to"] == thisWeek["from"], "\(lastWeek)")
        #expect(lastWeek["exercises"]?.elements.isEmpty == true, "\(lastWeek)")

        let trend = try await liftctl(daemon, ["trend", "exercise=Squat (Barbell)"])
        #expect(trend.status == 0, "\(trend.standardError)")
        let weeks = trend.outputLines.drop { $0 != "weeks:" }.dropFirst()
        #expect(cells(weeks.first ?? "") == ["WEEK", "SETS", "REPS", "TOPSET (KG)", "ESTIMATEDMAX (KG)", "VOLUME (KG)"],
                "\(trend.standardOutput)")
        #expect(weeks.dropFirst().filter { !$0.isEmpty }.count == 12, "\(trend.standardOutput)")
        #expect(weeks.last { !$0.isEmpty }.map(cells)?.dropFirst().prefix(3) == ["1", "5", "100.0 × 5"], "\(trend.standardOutput)")

        let muscle = try await liftctl(daemon, ["--json", "muscle-trend", "muscle=Quadriceps"])
        let muscleAnswer = try result(of: muscle.outputLines.first ?? "")
        #expect(muscleAnswer["muscleGroup"] == .string("quadriceps"), "\(muscle.standardOutput)\(muscle.standardError)")
        #expect(muscleAnswer["weeks"]?.elements.count == 12)

        let records = try await liftctl(daemon, ["records"])
        #expect(records.status == 0, "\(records.standardError)")
        let recordRows = records.outputLines.drop { $0 != "records:" }.dropFirst()
        #expect(cells(recordRows.first ?? "").prefix(3) == ["EXERCISE", "KIND", "DATE"], "\(records.standardOutput)")
        #expect(recordRows.dropFirst().contains { $0.hasPrefix("  Squat (Barbell)") && $0.contains("heaviest-weight") },
                "\(records.standardOutput)")

        let exercises = try await liftctl(daemon, ["--json", "exercises", "search=SQUAT (barbell)"])
        let listed = try result(of: exercises.outputLines.first ?? "")["exercises"]?.elements ?? []
        let squat = try #require(listed.first { $0["name"] == .string("Squat (Barbell)") }, "\(exercises.standardOutput)")
        #expect(squat["logged"] == .bool(true))
        #expect(squat["primaryMuscles"] == .array([.string("quadriceps")]))
        #expect(squat["load"] == .string("external"))
        #expect(listed.allSatisfy { item in
            guard case .string(let name)? = item["name"] else { return false }
            return name.lowercased().contains("squat (barbell)")
        }, "\(listed)")
        try await stopCleanly(daemon)
    }
}
