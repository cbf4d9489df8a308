import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Day-one logging through the real binaries: `log-set` starting a workout, past sessions
/// with `at=`, `log-set`'s last session and `finish-workout`'s summary, on a real socket and
/// SQLite file.
@Suite("day one: logging sessions over the socket")
struct DayOneTests {
    private static let useCases = ["resume-workout", "start-workout", "log-set", "finish-workout", "workout"]
    /// A zone far from UTC, so that a day named in UTC would often be wrong.
    private static let zone = "Pacific/Kiritimati"

    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "--json"] + arguments)
    }

    /// `date` as `at=` takes it.
    private func text(_ date: Date) -> String { date.formatted(.iso8601) }

    /// The instant a reply member holds.
    private func instant(_ value: JSONValue?) throws -> Date {
        guard case .string(let text)? = value, let date = try? Date(text, strategy: .iso8601) else {
            throw IntegrationFailure("not an ISO 8601 instant: \(String(describing: value))")
        }
        return date
    }

    /// The day `date` falls on in `zone`, by Foundation's calendar (independent of liftd's ZoneInfo).
    private func dayName(_ date: Date) throws -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: Self.zone))
        let names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        return names[calendar.component(.weekday, from: date) - 1]
    }

    @Test("A past session is logged with at=; the quick start's log-set then starts a workout named by its day and shows that session")
    func pastSessionThenQuickStart() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases, extra: "time-zone: \(Self.zone)")
        // Whole seconds: at= is kept as given, and replies carry it back.
        let now = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
        let past = now - 2 * 86_400
        _ = try result(of: try await daemon.request("start-workout name=Legs at=\(text(past))"))
        let future = try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=90 reps=5 at=\#(text(now + 3_600))"#)
        #expect(try errorCode(of: future) == "invalid-field")
        #expect(try errorMessage(of: future).hasPrefix("at: "))
        let early = try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=90 reps=5 at=\#(text(past - 60))"#)
        #expect(try errorMessage(of: early).contains("before the workout started"))
        let pastSet = try result(of: try await daemon.request(
            #"log-set exercise="Squat (Barbell)" weight=90 reps=5 at=\#(text(past + 600))"#))
        #expect(pastSet["id"] == .integer(1))
        #expect(try instant(pastSet["set"]?["performedAt"]) == past + 600)
        let summary = try result(of: try await daemon.request("finish-workout at=\(text(past + 3_000))"))
        #expect(summary["durationSeconds"] == .integer(3_000))
        #expect(summary["setCount"] == .integer(1))
        #expect(summary["exercises"]?.elements.first?["volumeKilograms"] == .integer(450))

        // The README's quick start: log-set with nothing in progress.
        let quick = try await liftctl(daemon, ["log-set", "exercise=Squat (Barbell)", "weight=100", "reps=5"])
        #expect(quick.status == 0, "\(quick.standardError)")
        let logged = try result(of: try #require(quick.outputLines.first))
        #expect(logged["id"] == .integer(2))
        let started = try #require(logged["startedWorkout"])
        #expect(started["name"] == .string("\(try dayName(try instant(started["start"]))) workout"))
        #expect(try instant(logged["lastSession"]?["date"]) == past)
        #expect(logged["lastSession"]?["sets"]?.elements.map { $0["weightKilograms"] } == [.integer(90)])
        let finished = try result(of: try await daemon.request("finish-workout"))
        #expect(finished["setCount"] == .integer(1))
        // 100 kg × 5 beats the earlier 90 kg × 5.
        #expect(finished["records"]?.elements.contains { $0["record"]?["kind"] == .string("heaviest-weight") } == true)
        try await stopCleanly(daemon)
    }
}

/// Import history through the real binaries: an upload by `liftctl import`, `imports`, and
/// `undo-import` surviving a restart.
@Suite("day one: undoing an import over the socket")
struct UndoImportSignalTests {
    private static let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-10 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
        + "2025-09-12 07:00:00,B,30m,Squat (Barbell),1,105,5,0,0,\n"

    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "--json"] + arguments)
    }

    @Test("liftctl import answers the import's id; imports lists it; undo-import removes its workouts, durably")
    func importThenUndo() async throws {
        let useCases = DaemonSandbox.standardUseCases + ["import", "imports", "undo-import"]
        let daemon = try await startDaemon(useCases: useCases)
        let file = daemon.sandbox.path + "/strong.csv"
        try Self.csv.write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try await liftctl(daemon, ["import", file, "units=kg"])
        #expect(imported.status == 0, "\(imported.standardError)")
        let reply = try result(of: imported.outputLines.last ?? "")
        #expect(reply["import"] == .integer(1))
        #expect(reply["workoutsAdded"] == .integer(2))
        let listed = try result(of: try await daemon.request("imports"))["imports"]?.elements ?? []
        #expect(listed.count == 1)
        #expect(listed.first?["id"] == .integer(1))
        #expect(listed.first?["format"] == .string("strong-classic"))
        #expect(listed.first?["setsAdded"] == .integer(2))

        let undone = try await liftctl(daemon, ["undo-import", "import=1"])
        #expect(undone.status == 0, "\(undone.standardError)")
        #expect(try result(of: undone.outputLines.last ?? "")["workoutsRemoved"] == .integer(2))
        #expect(try result(of: try await daemon.request("workouts")).elements.isEmpty)
        let again = try await daemon.request("undo-import import=1")
        #expect(try errorCode(of: again) == "invalid-field")
        #expect(try errorMessage(of: again).contains("undone already"))
        try await stopCleanly(daemon)

        // After a restart on the same database the workouts stay gone and the import is listed as undone.
        let restarted = try DaemonProcess(daemon.sandbox)
        try await restarted.waitUntilReady()
        #expect(try result(of: try await restarted.request("workouts")).elements.isEmpty)
        let after = try result(of: try await restarted.request("imports"))["imports"]?.elements.first
        #expect(after?["undoneAt"] != nil)
        try await stopCleanly(restarted)
    }
}
