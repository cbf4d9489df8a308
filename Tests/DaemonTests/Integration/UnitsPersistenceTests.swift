import ChildProcessTesting
import ControlProtocol
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Daemon

/// `change-units` is kept in the database: it holds across restarts until the config's
/// `units` changes, which then wins, by reload or by restart. With the real binary.
@Suite("units kept across restarts, with the real binary")
struct UnitsPersistenceTests {
    static let useCases = DaemonSandbox.standardUseCases
        + ["apply-units-change", "exec: {command: [/bin/true], on: [units-changed]}"]

    /// `state`'s `units` of `daemon`.
    private func units(of daemon: DaemonProcess) async throws -> JSONValue? {
        try result(of: try await daemon.request("state"))["units"]
    }

    /// Stops `daemon` and starts liftd again on its sandbox, with the config now written there.
    private func restart(_ daemon: DaemonProcess) async throws -> DaemonProcess {
        try await stopCleanly(daemon)
        let restarted = try DaemonProcess(daemon.sandbox)
        try await restarted.waitUntilReady()
        return restarted
    }

    @Test("change-units survives a restart; a later change of the config's units wins at the next restart, for good")
    func changeSurvivesRestartUntilTheConfigChanges() async throws {
        var daemon = try await startDaemon(useCases: Self.useCases, extra: "units: kg")
        _ = try result(of: try await daemon.request("change-units units=lbs"))
        #expect(try await units(of: daemon) == .string("lb"))

        daemon = try await restart(daemon)
        #expect(try await units(of: daemon) == .string("lb"), "the choice came back after a restart")

        // The config now says lb: it wins over the choice, which is forgotten, so that putting
        // the config back to kg does not bring the choice back.
        try daemon.sandbox.writeConfig(useCases: Self.useCases, extra: "units: lb")
        daemon = try await restart(daemon)
        #expect(try await units(of: daemon) == .string("lb"))
        try daemon.sandbox.writeConfig(useCases: Self.useCases, extra: "units: kg")
        daemon = try await restart(daemon)
        #expect(try await units(of: daemon) == .string("kg"), "a choice the config overruled came back")
        try await stopCleanly(daemon)
    }

    @Test("A reload that changes the config's units wins over change-units, and a restart keeps the config's")
    func reloadedConfigWins() async throws {
        var daemon = try await startDaemon(useCases: Self.useCases, extra: "units: lb")
        _ = try result(of: try await daemon.request("change-units units=kg"))
        #expect(try await units(of: daemon) == .string("kg"))

        // A reload of the same units keeps the choice.
        _ = try result(of: try await daemon.request("reload"))
        #expect(try await units(of: daemon) == .string("kg"))

        try daemon.sandbox.writeConfig(useCases: Self.useCases, extra: "units: kg")
        _ = try result(of: try await daemon.request("reload"))
        try daemon.sandbox.writeConfig(useCases: Self.useCases, extra: "units: lb")
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        _ = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
        // The reload's chain goes on to units-changed after READY=1; `state` is answered
        // beside it, so wait for the chain's new state.
        let reloaded = daemon
        try await eventually("state's units lb after the SIGHUP reload") {
            (try? await units(of: reloaded)) == .string("lb")
        }

        daemon = try await restart(daemon)
        #expect(try await units(of: daemon) == .string("lb"), "the choice overruled by a reload came back after a restart")
        try await stopCleanly(daemon)
    }

    @Test("A unit change-units does not know is refused with its field and changes nothing, across a restart too")
    func unknownUnitChangesNothing() async throws {
        var daemon = try await startDaemon(useCases: Self.useCases, extra: "units: kg")
        let refused = try await daemon.request("change-units units=stone")
        #expect(try errorMessage(of: refused).contains("'stone' is not kg or lb"))
        daemon = try await restart(daemon)
        #expect(try await units(of: daemon) == .string("kg"))
        try await stopCleanly(daemon)
    }

    @Test("Answers keep the kilograms and add the weight in the unit shown; liftctl shows that unit, labelled, to 0.1")
    func answersInTheUnitShown() async throws {
        let daemon = try await startDaemon(useCases: Self.useCases, extra: "units: kg")
        _ = try result(of: try await daemon.request("change-units units=lb"))
        _ = try result(of: try await daemon.request(#"start-workout name="Legs""#))
        let logged = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=100 reps=5 units=kg"#))
        #expect(logged["set"]?["weightKilograms"] == .integer(100))
        #expect(logged["set"]?["unit"] == .string("lb"))
        guard case .number(let pounds)? = logged["set"]?["weight"] else {
            Issue.record("log-set answered without the weight in lb: \(logged)")
            return
        }
        #expect(pounds == 220.5, "100 kg is 220.462 lb, shown to 0.1 once: answered \(pounds)")

        let run = try await ProgramRun.run(try BuiltProducts.path("liftctl"), [
            "-s", daemon.sandbox.socketPath, "log-set", "exercise=Squat (Barbell)", "weight=50", "reps=5", "units=kg",
        ])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.outputLines.contains { $0.hasPrefix("  weight (lb):") && $0.hasSuffix(" 110.2") }, "\(run.outputLines)")
        #expect(!run.standardOutput.contains("weightKilograms"), "\(run.standardOutput)")
        try await stopCleanly(daemon)
    }
}
