import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// `workout`, `delete-workout`, `delete-set` and `update-set` through the real binaries:
/// `liftd` on a real socket and SQLite file, talked to by `socat` and `liftctl`.
@Suite("workouts and sets over the socket", .needsTool("/usr/bin/socat", package: "socat"))
struct WorkoutSignalTests {
    private static let useCases = ["start-workout", "log-set", "finish-workout", "workouts", "workout", "delete-workout",
                                   "delete-set", "update-set"]

    private func socat(_ daemon: DaemonProcess, _ lines: [String]) async throws -> [String] {
        let socat = try BuiltProducts.tool("/usr/bin/socat", package: "socat")
        let run = try await ProgramRun.run(socat, ["-t", "30", "-", "UNIX-CONNECT:" + daemon.sandbox.socketPath],
                                           input: lines.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.standardError)")
        return run.outputLines
    }

    private func liftctl(_ daemon: DaemonProcess, _ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["-s", daemon.sandbox.socketPath, "--json"] + arguments)
    }

    /// A workout with sets of `weights`, finished; returns its id.
    private func storeWorkout(_ daemon: DaemonProcess, _ name: String, weights: [Int]) async throws -> Int {
        guard case .integer(let id)? = try result(of: try await daemon.request("start-workout name=\(name)"))["id"] else {
            throw IntegrationFailure("start-workout gave no workout id")
        }
        for weight in weights {
            _ = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=\#(weight) reps=5"#))
        }
        _ = try result(of: try await daemon.request("finish-workout"))
        return id
    }

    /// The `id` and `weight` of each set in a `workout` answer.
    private func sets(in answer: String) throws -> [(id: Int, weight: JSONValue?)] {
        try (result(of: answer)["sets"]?.elements ?? []).map { set throws -> (id: Int, weight: JSONValue?) in
            guard case .integer(let id)? = set["id"] else { throw IntegrationFailure("a set without an id: \(answer)") }
            return (id, set["weightKilograms"])
        }
    }

    @Test("workout workout=N and delete-workout workout=N work through socat and liftctl; id= stays the request id")
    func workoutByField() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases)
        let legs = try await storeWorkout(daemon, "Legs", weights: [100, 110])
        let push = try await storeWorkout(daemon, "Push", weights: [60])

        let answers = try await socat(daemon, [
            "workout workout=\(legs) id=1", #"{"signal":"workout","workout":\#(push),"id":2}"#, "workout id=\(legs)",
        ])
        #expect(answers.count == 3)
        #expect(try members(of: answers[0])["id"] == .integer(1))
        #expect(try result(of: answers[0])["name"] == .string("Legs"))
        #expect(try sets(in: answers[0]).map(\.weight) == [.integer(100), .integer(110)])
        #expect(try members(of: answers[1])["id"] == .integer(2))
        #expect(try result(of: answers[1])["name"] == .string("Push"))
        #expect(try errorCode(of: answers[2]) == "missing-field")
        #expect(try errorMessage(of: answers[2]).contains("workout"))

        let shown = try await liftctl(daemon, ["workout", "workout=\(legs)"])
        #expect(shown.status == 0, "\(shown.standardError)")
        #expect(try sets(in: shown.outputLines.first ?? "").count == 2)

        let deleted = try await socat(daemon, ["delete-workout workout=\(legs) id=3", "workout workout=\(legs) id=4"])
        #expect(deleted.first.map { try? result(of: $0) } == .object(["deleted": .integer(legs)]))
        #expect(try errorMessage(of: deleted.last ?? "").contains("no workout with id \(legs)"))
        let byLiftctl = try await liftctl(daemon, ["delete-workout", "workout=\(push)"])
        #expect(byLiftctl.status == 0, "\(byLiftctl.standardError)")
        #expect(try result(of: try await daemon.request("workouts")).elements.isEmpty)
        try await stopCleanly(daemon)
    }

    @Test("one wrong set is corrected or deleted by the id workout lists, durably, without touching the rest of its workout")
    func correctOneSet() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases)
        let id = try await storeWorkout(daemon, "Legs", weights: [100, 1_000, 120])
        let ids = try sets(in: try await daemon.request("workout workout=\(id)")).map(\.id)
        try #require(ids.count == 3)

        let updated = try await liftctl(daemon, ["update-set", "set=\(ids[1])", "weight=110", "reps=4"])
        #expect(updated.status == 0, "\(updated.standardError)")
        #expect(try result(of: updated.outputLines.first ?? "")["weightKilograms"] == .integer(110))
        let answers = try await socat(daemon, [
            "delete-set set=\(ids[2]) id=1", "delete-set set=\(ids[2]) id=2", "update-set set=\(ids[0]) id=3",
        ])
        #expect(try result(of: answers[0])["id"] == .integer(ids[2]))
        #expect(try members(of: answers[0])["id"] == .integer(1))
        #expect(try errorMessage(of: answers[1]).contains("no set with id \(ids[2])"))
        #expect(try errorMessage(of: answers[2]).contains("update-set set=\(ids[0]) changes nothing"))
        let unknown = try await liftctl(daemon, ["delete-set", "set=\(ids[2])"])
        #expect(unknown.status == 1 && unknown.standardOutput.contains("no set with id \(ids[2])"))
        try await stopCleanly(daemon)

        let restarted = try DaemonProcess(daemon.sandbox)
        try await restarted.waitUntilReady()
        let after = try sets(in: try await restarted.request("workout workout=\(id)"))
        #expect(after.map(\.id) == [ids[0], ids[1]])
        #expect(after.map(\.weight) == [.integer(100), .integer(110)])
        try await stopCleanly(restarted)
    }
}
