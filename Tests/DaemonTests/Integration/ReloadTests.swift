import ControlProtocol
import Foundation
import Glibc
import Testing
@testable import Daemon

/// A reload applies every setting it can, at once, and names those that wait for a restart;
/// by SIGHUP and by the `reload` signal alike, with the real binary.
@Suite("reload with the real binary")
struct ReloadTests {
    @Test("A units change reloaded by SIGHUP takes effect at once: the state shows it and log-set reads weights in it")
    func unitsChangeBySighup() async throws {
        let daemon = try await startDaemon(extra: "units: kg")
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("kg"))
        _ = try result(of: try await daemon.request(#"start-workout name="Legs""#))

        try daemon.sandbox.writeConfig(extra: "units: lb")
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        _ = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)

        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lbs"))
        let logged = try result(of: try await daemon.request(#"log-set exercise="Squat (Barbell)" weight=220.5 reps=5"#))
        guard case .number(let kilograms)? = logged["set"]?["weightKilograms"] else {
            Issue.record("log-set answered without a weight: \(logged)")
            return
        }
        #expect(abs(kilograms - 100.017) < 0.01, "220.5 lb is 100.02 kg, stored \(kilograms)")
        try await stopCleanly(daemon)
    }

    @Test("The reload signal applies units and names each changed restart-only setting in its reply and the log")
    func restartOnlySettingsAreNamed() async throws {
        let daemon = try await startDaemon(extra: "units: lb")
        try daemon.sandbox.writeConfig(socket: ["max-clients: 40", "idle-timeout: 2m"], extra: "units: kg")
        let reply = try result(of: try await daemon.request("reload"))
        #expect(reply["needsRestart"] == .array([.string("socket.max-clients"), .string("socket.idle-timeout")]))
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("kg"))
        let logged = try await daemon.waitForErrorLine { $0.contains("take effect only after a restart") }
        #expect(logged.contains("reload: changed settings that take effect only after a restart: "
            + "socket.max-clients, socket.idle-timeout; until then the ones liftd started with stay in force"))

        // Compared with what liftd started with: reloading the same file names them again,
        // and putting a setting back stops naming it.
        try daemon.sandbox.writeConfig(socket: ["max-clients: 40"], extra: "units: kg")
        let again = try result(of: try await daemon.request("reload"))
        #expect(again["needsRestart"] == .array([.string("socket.max-clients")]))
        try daemon.sandbox.writeConfig(extra: "units: kg")
        #expect(try result(of: try await daemon.request("reload"))["needsRestart"] == .array([]))
        try await stopCleanly(daemon)
    }

    @Test("A reload that changes no units leaves a units change made since then alone")
    func unchangedUnitsKeepTheStatesUnit() async throws {
        let daemon = try await startDaemon(
            useCases: DaemonSandbox.standardUseCases
                + ["apply-units-change", "exec: {command: [/bin/true], on: [units-changed]}"],
            extra: "units: kg")
        _ = try await daemon.request("change-units units=lb")
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lbs"))
        _ = try result(of: try await daemon.request("reload"))
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lbs"))
        try await stopCleanly(daemon)
    }
}
