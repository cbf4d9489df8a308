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

        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lb"))
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
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lb"))
        _ = try result(of: try await daemon.request("reload"))
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lb"))
        try await stopCleanly(daemon)
    }

    @Test("A reload that changes units sends units-changed with the new unit, by the reload signal and by SIGHUP; one that keeps them sends none")
    func changedUnitsAreAnnounced() async throws {
        let sandbox = try DaemonSandbox()
        let payloadFile = sandbox.path + "/units-changed.jsonl"
        let useCases = DaemonSandbox.standardUseCases + [
            "apply-units-change", "exec: {command: [/bin/sh, -c, 'cat >> \(payloadFile); echo >> \(payloadFile)'], on: [units-changed]}",
        ]
        try sandbox.writeConfig(useCases: useCases, extra: "units: kg")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        /// The `units` of each units-changed the exec notifier was given, in order.
        @Sendable func announced() -> [String] {
            let text = (try? String(contentsOfFile: payloadFile, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { line in
                guard case .object(let fields)? = (try? EventSubscriber.members(String(line)))?["fields"],
                      case .string(let units)? = fields["units"] else { return nil }
                return units
            }
        }

        try sandbox.writeConfig(useCases: useCases, extra: "units: lbs")
        _ = try result(of: try await daemon.request("reload"))
        try await eventually("units-changed units=lb after the reload, in \(payloadFile)") { announced() == ["lb"] }
        #expect(try result(of: try await daemon.request("state"))["units"] == .string("lb"))

        _ = try result(of: try await daemon.request("reload"))
        try sandbox.writeConfig(useCases: useCases, extra: "units: kg")
        daemon.send(signal: SIGHUP)
        try await eventually("units-changed units=kg after SIGHUP, in \(payloadFile)") { announced() == ["lb", "kg"] }
        // `state` is answered beside the SIGHUP's chain, which may still be running.
        try await eventually("state's units kg after SIGHUP") {
            (try? result(of: try await daemon.request("state")))?["units"] == .string("kg")
        }
        try await stopCleanly(daemon)
        #expect(announced() == ["lb", "kg"], "the reload that kept lb announced nothing")
    }
}
