import ChildProcessTesting
import Foundation
import Glibc
import TestSupport
import Testing

/// Reloads while clients keep sending: a good config takes effect, a bad one is refused and
/// the running config kept, and no request fails either way.
@Suite("Fault: reload under load")
struct FaultReloadUnderLoadTests {
    @Test("Under load, a good config reloads and a bad one keeps the running config, by reload and SIGHUP; no request fails",
          .timeLimit(.minutes(2)))
    func reloadUnderLoad() async throws {
        let daemon = try await startDaemon()
        let sandbox = daemon.sandbox
        let workout = try workoutIdentifier(of: try await daemon.request(#"start-workout name="Reloads""#))
        let record = LoadRecord(), stop = StopRequest()
        let requests = [
            "ping", "workouts", "status",
            #"log-set workout=\#(workout) exercise="Deadlift (Barbell)" weight=140 reps=3"#,
        ]
        let load = Task {
            try await runLoad(
                path: sandbox.socketPath, clients: 4, record: record, stop: stop,
                request: { client, number in requests[(client + number) % requests.count] + " id=\(number)" },
                marker: { client, number in "\(client)-\(number)" })
        }
        try await eventually("the load to be under way") { record.count >= 50 }

        // A good config adds `volume`, a bad one has a syntax error: by `reload`, then by SIGHUP.
        try sandbox.writeConfig(useCases: DaemonSandbox.standardUseCases + ["volume"])
        _ = try result(of: try await daemon.request("reload"))
        #expect(try await signalNames(daemon).contains("volume"))
        try sandbox.write("liftd.yaml", "use-cases: [log-set\n")
        #expect(try errorMessage(of: try await daemon.request("reload")).contains(sandbox.configPath))
        #expect(try await signalNames(daemon).contains("volume"))

        try sandbox.writeConfig(useCases: DaemonSandbox.standardUseCases)
        let first = try await reloadBySignal(daemon)
        #expect(!first.contains("reload failed"), "\(first)")
        #expect(try await !signalNames(daemon).contains("volume"))
        try sandbox.write("liftd.yaml", "use-cases: [log-set\n")
        let refused = try await reloadBySignal(daemon)
        #expect(refused.contains("STATUS=reload failed, running the previous config"), "\(refused)")
        #expect(try await signalNames(daemon).contains("log-set"))

        let before = record.count
        try await eventually("more requests answered after the reloads") { record.count > before + 50 }
        stop.set()
        try await load.value
        #expect(record.unexpected.isEmpty, "requests that failed under reload: \(record.unexpected.prefix(5))")
        #expect(!daemon.hasEnded)
        try await stopCleanly(daemon)
    }

    /// Sends SIGHUP and returns the READY=1 message that ends the reload.
    private func reloadBySignal(_ daemon: DaemonProcess) async throws -> String {
        let start = daemon.notifications.all.count
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1", from: start)
        return try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1).event
    }

    private func signalNames(_ daemon: DaemonProcess) async throws -> Set<String> {
        let signals = try helpEntries(try await daemon.request("help"))
        return Set(signals.compactMap { if case .string(let name)? = $0["signal"] { name } else { nil } })
    }
}
