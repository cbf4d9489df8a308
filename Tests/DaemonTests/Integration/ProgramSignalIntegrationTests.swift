import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Training programs through the real `liftd` on a real socket and SQLite file: today,
/// a session started for the program and finished, an import that brings sessions, a
/// reload that keeps the state, and the refusals.
@Suite("training programs over the socket")
struct ProgramSignalIntegrationTests {
    private static let useCases = ["start-workout", "log-set", "finish-workout", "import", "today", "program-state",
                                   "preview-program", "skip-session", "set-training-max", "program-reminder", "report-log"]
    private static let program = """
        programs:
          sl:
            template: stronglifts-5x5
            starting-weight: {Squat (Barbell): 100, Bench Press (Barbell): 60, Bent Over Row (Barbell): 50,
                              Overhead Press (Barbell): 40, Deadlift (Barbell): 120}
        """

    /// The weight of each exercise's first set in a `today`-form answer.
    private func firstWeights(_ session: JSONValue) -> [JSONValue?] {
        (session["exercises"]?.elements ?? []).map { $0["sets"]?.elements.first?["weightKilograms"] }
    }

    @Test("A session started for the program and finished progresses it; today and program-state show it")
    func sessionProgresses() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases, extra: Self.program)
        let today = try result(of: try await daemon.request("today"))
        #expect(today["day"] == .string("A") && today["session"] == .integer(1))
        #expect(firstWeights(today) == [.integer(100), .integer(60), .integer(50)])
        let started = try result(of: try await daemon.request("start-workout program=sl"))
        #expect(started["name"] == .string("sl: A") && started["session"]?["session"] == .integer(1))
        for exercise in ["Squat (Barbell)", "Bench Press (Barbell)"] {
            let weight = exercise.hasPrefix("Squat") ? 100 : 60
            for _ in 0..<5 {
                _ = try result(of: try await daemon.request(#"log-set exercise="\#(exercise)" weight=\#(weight) reps=5"#))
            }
        }
        _ = try result(of: try await daemon.request("finish-workout"))
        let next = try result(of: try await daemon.request("today program=sl"))
        #expect(next["day"] == .string("B") && next["session"] == .integer(2))
        #expect(firstWeights(next) == [.number(102.5), .integer(40), .integer(120)])
        #expect(next["exercises"]?.elements.first?["why"] == .string("+2.5 kg: every 5×5 done last session"))
        let state = try result(of: try await daemon.request("program-state"))
        #expect(state["position"]?["sessionsDone"] == .integer(1))
        #expect(state["history"]?.elements.count == 2, "squat and bench rose; the row was not done: \(state)")
        // report-log logs each progression notification as its summary.
        let logged = try await daemon.waitForErrorLine { $0.contains("sl: Squat (Barbell) +2.5 kg") }
        #expect(logged.contains("every 5×5 done last session"))
        try await stopCleanly(daemon)
    }

    @Test("An import with program= counts the file's workouts from the start on; a reload keeps the state")
    func importCountsSessionsAndReloadKeepsThem() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases, extra: Self.program)
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\\n"
        for (day, weight) in [("2025-09-15", "100"), ("2025-09-17", "102.5")] {
            for set in 1...5 { csv += "\(day) 07:00:00,A,30m,Squat (Barbell),\(set),\(weight),5,0,0,\\n" }
        }
        let imported = try result(of: try await daemon.request(#"import units=kg program=sl csv="\#(csv)""#))
        #expect(imported["programSessions"] == .integer(2))
        let state = try result(of: try await daemon.request("program-state"))
        #expect(state["position"]?["sessionsDone"] == .integer(2))
        #expect(state["lifts"]?.elements.first?["baseKilograms"] == .integer(105), "two squat successes: +5 kg")
        try daemon.sandbox.writeConfig(useCases: Self.useCases, extra: Self.program + "\nunits: kg")
        _ = try result(of: try await daemon.request("reload"))
        let reloaded = try result(of: try await daemon.request("program-state"))
        #expect(reloaded["lifts"] == state["lifts"] && reloaded["position"] == state["position"])
        try await stopCleanly(daemon)
    }

    @Test("Program signals refuse clearly: no program configured, an unknown one, a bad preview, a read peer's skip")
    func refusals() async throws {
        let plain = try await startDaemon(useCases: Self.useCases)
        let none = try await plain.request("today")
        #expect(try errorMessage(of: none).contains("no program is configured: add one under programs:"))
        try await stopCleanly(plain)
        let daemon = try await startDaemon(useCases: Self.useCases, extra: Self.program)
        #expect(try errorCode(of: try await daemon.request("today program=nope")) == "invalid-field")
        #expect(try errorCode(of: try await daemon.request("preview-program sessions=9999")) == "invalid-field")
        #expect(try errorCode(of: try await daemon.request("start-workout program=nope")) == "invalid-field")
        let preview = try result(of: try await daemon.request(#"preview-program sessions=3 fail="Squat (Barbell)""#))
        #expect(preview["sessions"]?.elements.map { firstWeights($0).first } == [.integer(100), .integer(100), .integer(100)])
        #expect(try result(of: try await daemon.request("program-state"))["position"]?["sessionsDone"] == .integer(0))
        try await stopCleanly(daemon)
    }
}
