import ChildProcessTesting
import Foundation
import TestSupport
import Testing
@testable import Daemon

/// Configs past the reading limits, given to the real `liftd`: refused by check-config, and
/// refused by a reload while the daemon goes on with the config it runs.
@Suite("config limits with the real binary")
struct ConfigLimitTests {
    private static let deep = "use-cases: " + String(repeating: "[", count: 50_000) + "\n"
    private static let depthProblem = ":1:75: lists and maps nested more than 64 deep: at most 64 levels are allowed"
    private static let bombProblem = ":10:51: more than 100,000 values"
    /// Comment lines past 1 MiB (the sandbox adds a newline): valid YAML, refused for its size alone.
    private static let oversize = String(repeating: "#" + String(repeating: "x", count: 1_022) + "\n", count: 1_025)
    private static let sizeProblem = ":1:1: the config file is 1,049,601 bytes: at most 1 MiB (1,048,576 bytes) is read"

    @Test("check-config refuses 50,000 nested [, an alias bomb and an oversize file with file:line:col, exit 78")
    func checkConfigRefuses() async throws {
        let sandbox = try DaemonSandbox()
        let cases = [("deep.yaml", Self.deep, Self.depthProblem), ("bomb.yaml", aliasBomb(levels: 9), Self.bombProblem),
                     ("big.yaml", Self.oversize, Self.sizeProblem)]
        for (name, text, problem) in cases {
            let path = try sandbox.write(name, text)
            let run = try await ProgramRun.run(try BuiltProducts.path("liftd"), ["check-config", path])
            #expect(run.status == 78, "\(name): \(run.standardError)")
            #expect(run.standardOutput.isEmpty)
            #expect(run.standardError.contains(path + problem), "\(name): \(run.standardError)")
        }
    }

    @Test("a reload of a config past the limits or of a FIFO keeps the running one and names the problem, by SIGHUP and by reload")
    func reloadKeepsRunningConfig() async throws {
        let daemon = try await startDaemon()
        let path = daemon.sandbox.configPath
        let before = try await signalNames(daemon)

        try daemon.sandbox.write("liftd.yaml", Self.deep)
        daemon.send(signal: SIGHUP)
        let reloading = try await daemon.waitForMessage(with: "RELOADING=1")
        let ready = try await daemon.waitForMessage(with: "READY=1", from: reloading.index + 1)
        #expect(ready.event.contains("STATUS=reload failed, running the previous config: \(path)\(Self.depthProblem)"))

        for (text, problem) in [(aliasBomb(levels: 9), Self.bombProblem), (Self.oversize, Self.sizeProblem)] {
            try daemon.sandbox.write("liftd.yaml", text)
            let answer = try await daemon.request("reload")
            #expect(try errorMessage(of: answer).contains(path + problem), "\(answer)")
        }

        // A FIFO in the config's place: refused at once, where opening it waited for a writer
        // with every request and SIGTERM stuck behind it.
        try FileManager.default.removeItem(atPath: path)
        try #require(mkfifo(path, 0o600) == 0)
        let answer = try await daemon.request("reload")
        #expect(try errorMessage(of: answer).contains(path + ":1:1: cannot read the config file: it is not a regular file"),
                "\(answer)")

        #expect(try await signalNames(daemon) == before)
        let started = try result(of: try await daemon.request(#"start-workout name="Legs""#))
        #expect(started["name"] == .string("Legs"))
        #expect(!daemon.notifications.all.contains { $0.hasPrefix("EXITED=") || $0.hasPrefix("KILLED=") })
        try await stopCleanly(daemon)
    }

    private func signalNames(_ daemon: DaemonProcess) async throws -> Set<String> {
        let signals = try helpEntries(try await daemon.request("help"))
        return Set(signals.compactMap { if case .string(let name)? = $0["signal"] { name } else { nil } })
    }
}
