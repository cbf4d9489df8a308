import ChildProcessTesting
import Foundation
import Testing
@testable import Daemon

/// `liftd`'s command line, run as the real binary.
@Suite("liftd command line")
struct CommandLineTests {
    private func liftd(_ arguments: [String]) async throws -> ProgramRun {
        try await ProgramRun.run(try BuiltProducts.path("liftd"), arguments)
    }

    @Test("--help prints the usage and exits 0; --version prints the version")
    func helpAndVersion() async throws {
        let help = try await liftd(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.hasPrefix("usage: liftd [--config FILE]"))
        #expect(help.standardOutput.contains("check-config FILE"))
        let version = try await liftd(["--version"])
        #expect(version.status == 0)
        #expect(version.outputLines == ["liftd \(Liftd.version)"])
    }

    @Test("check-config on a good file prints the use cases in order and exits 0")
    func checkGoodConfig() async throws {
        let sandbox = try DaemonSandbox()
        let run = try await liftd(["check-config", sandbox.configPath])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("config: \(sandbox.configPath) is valid"))
        let listed = DaemonSandbox.standardUseCases.enumerated().map { "  \($0 + 1). \($1) — handles: \($1)" }
        for line in listed { #expect(run.standardOutput.contains(line)) }
        #expect(run.standardError.isEmpty)
    }

    @Test("check-config on a bad file exits 78 and names file:line:col on stderr")
    func checkBadConfig() async throws {
        let sandbox = try DaemonSandbox(useCases: ["start-workout", "log-sett"])
        let run = try await liftd(["check-config", sandbox.configPath])
        #expect(run.status == 78)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("\(sandbox.configPath):3:5: unknown use case 'log-sett' (did you mean 'log-set'?)"))
    }

    @Test("plugins lists every registered plugin with its options, the signals it handles and emits")
    func plugins() async throws {
        let run = try await liftd(["plugins"])
        #expect(run.status == 0)
        let names = PluginRegistry.standard.plugins.map(\.name)
        #expect(names.count >= 10)
        for name in names {
            let block = run.standardOutput.components(separatedBy: "\n\(name) — ").dropFirst().first
                ?? (run.standardOutput.hasPrefix("\(name) — ") ? run.standardOutput : nil)
            let text = try #require(block, "plugin \(name) is not listed")
            let lines = text.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("  options:") }, "\(name) lists no options")
            #expect(lines.contains { $0.hasPrefix("  handles: ") }, "\(name) lists no handled signals")
            #expect(lines.contains { $0.hasPrefix("  emits: ") }, "\(name) lists no emitted signals")
        }
        #expect(run.standardOutput.contains("  handles: log-set\n"))
    }

    @Test("an unknown argument is a usage error: exit 64 with a hint")
    func unknownArgument() async throws {
        let run = try await liftd(["--frobnicate"])
        #expect(run.status == 64)
        #expect(run.standardError.contains("unknown argument '--frobnicate'"))
        #expect(run.standardError.contains("liftd --help"))
    }

    @Test("starting with a bad config exits 78 with the error on stderr and creates no socket")
    func startWithBadConfig() async throws {
        let sandbox = try DaemonSandbox(extra: "units: stone")
        let daemon = try DaemonProcess(sandbox)
        #expect(try await daemon.waitForExit() == 78)
        let errors = daemon.standardError.all.joined(separator: "\n")
        #expect(errors.contains("refusing to start"))
        #expect(errors.contains("\(sandbox.configPath):"))
        #expect(errors.contains("unknown unit 'stone'"))
        #expect(!sandbox.socketFileExists)
        #expect(!daemon.notifications.all.contains { $0.contains("READY=1") })
    }
}
