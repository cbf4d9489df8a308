import ControlServer
import Foundation
import Glibc
import Testing
@testable import Daemon

/// What every shell's completion must do, run against the shell given.
enum CompletionScenarios {
    /// Signals and fields come from the running daemon's `help`; `--socket` on the line names
    /// the daemon to ask.
    static func fromDaemon(_ shell: CompletionShell) async throws {
        let daemon = try await startDaemon()
        let table = try signalTable(fromHelp: try await daemon.request("help"))
        let signals = CompletionScripts.signals(of: table)
        let staticSignals = CompletionScripts.signals(of: try staticList(for: shell))
        // This daemon knows fewer signals than the static list, so the answers show where they came from.
        #expect(!signals.contains("volume") && staticSignals.contains("volume"))
        let directory = daemon.sandbox.path
        // The daemon gets ample time to answer, so a loaded machine cannot turn this into the
        // fallback; the fallback itself is `silentDaemon`'s scenario, at the default 0.5 s.
        let environment = ["LIFTD_SOCKET": daemon.sandbox.socketPath, "LIFTCTL_COMPLETION_TIMEOUT": "10"]
        func complete(_ words: String...) async throws -> [String] {
            try await shell.candidates(words, in: directory, environment: environment).sorted()
        }
        #expect(try await complete("liftctl", "") == (signals + ["watch"]).sorted())
        #expect(try await complete("liftctl", "log-") == ["log-set"])
        let logSetFields = try fields(of: "log-set", in: table)
        #expect(logSetFields.contains("weight"))
        #expect(try await complete("liftctl", "log-set", "exercise=Squat", "") == logSetFields.filter { $0 != "exercise" }.map { $0 + "=" }.sorted())
        #expect(try await complete("liftctl", "log-set", "exercise=Squat", "we") == ["weight="])
        #expect(try await complete("liftctl", "log-set", "weight=") == [])
        #expect(try await complete("liftctl", "log-set", "weight=1") == [])
        let named = try await shell.candidates(
            ["liftctl", "--socket", daemon.sandbox.socketPath, ""], in: directory, environment: ["LIFTCTL_COMPLETION_TIMEOUT": "10"])
        #expect(named.sorted() == (signals + ["watch"]).sorted(), "--socket on the line is the daemon asked")
        try await stopCleanly(daemon)
    }

    /// With no daemon listening, the static list answers.
    static func staticFallback(_ shell: CompletionShell) async throws {
        let sandbox = try DaemonSandbox()
        let list = try staticList(for: shell)
        func complete(_ words: String...) async throws -> [String] {
            try await shell.candidates(words, in: sandbox.path).sorted()
        }
        #expect(try await complete("liftctl", "") == (CompletionScripts.signals(of: list) + ["watch"]).sorted())
        #expect(try await complete("liftctl", "vol") == ["volume"])
        #expect(try await complete("liftctl", "volume", "") == ["week="])
        let reportFields = try fields(of: "weekly-report-due", in: list)
        #expect(try await complete("liftctl", "--json", "weekly-report-due", "week=2025-W38", "")
            == reportFields.filter { $0 != "week" }.map { $0 + "=" }.sorted())
        // `liftctl help SIGNAL`: the signal to describe, or its name= field; after it, nothing.
        #expect(try await complete("liftctl", "help", "log-") == ["log-bodyweight", "log-set"])
        #expect(try await complete("liftctl", "help", "") == (CompletionScripts.signals(of: list) + ["name="]).sorted())
        #expect(try await complete("liftctl", "help", "log-set", "") == [])
    }

    /// A daemon that accepts the connection but never answers is given up on (at 0.5 s) for
    /// the static list.
    static func silentDaemon(_ shell: CompletionShell) async throws {
        let sandbox = try DaemonSandbox()
        let silent = try SilentSocket(path: sandbox.socketPath)
        defer { silent.close() }
        let candidates = try await shell.candidates(["liftctl", ""], in: sandbox.path, environment: ["LIFTD_SOCKET": sandbox.socketPath])
        #expect(candidates.sorted() == (CompletionScripts.signals(of: try staticList(for: shell)) + ["watch"]).sorted())
    }

    /// Options complete before the signal; files after `--socket` and as `import`'s FILE;
    /// nothing after `-`.
    static func optionsAndFiles(_ shell: CompletionShell) async throws {
        let sandbox = try DaemonSandbox()
        try sandbox.write("export.csv", "Date,Workout Name")
        func complete(_ words: String...) async throws -> [String] {
            try await shell.candidates(words, in: sandbox.path).sorted()
        }
        #expect(try await complete("liftctl", "--") == ["--help", "--json", "--socket", "--version"])
        #expect(try await complete("liftctl", "--socket", "").contains("export.csv"))
        #expect(try await complete("liftctl", "import", "exp") == ["export.csv"])
        let importFields = try fields(of: "import", in: try staticList(for: shell)).map { $0 + "=" }
        let first = try await complete("liftctl", "import", "")
        #expect(first.contains("export.csv") && importFields.allSatisfy(first.contains), "\(first)")
        #expect(try await complete("liftctl", "import", "export.csv", "") == importFields.sorted())
        #expect(try await complete("liftctl", "-", "") == [])
    }

    /// `watch` completes the events it takes, each once.
    static func watchEvents(_ shell: CompletionShell) async throws {
        let sandbox = try DaemonSandbox()
        func complete(_ words: String...) async throws -> [String] {
            try await shell.candidates(words, in: sandbox.path).sorted()
        }
        #expect(try await complete("liftctl", "wat") == ["watch"])
        #expect(try await complete("liftctl", "watch", "") == EventKind.names.sorted())
        #expect(try await complete("liftctl", "watch", "reload", "") == EventKind.names.filter { $0 != "reload" }.sorted())
        #expect(try await complete("liftctl", "--json", "watch", "sched") == ["schedule-fired", "schedule-skipped"])
    }

    private static func staticList(for shell: CompletionShell) throws -> [String] {
        try CompletionScripts.staticList(in: try #require(CompletionScripts.files[shell.rawValue]))
    }

    private static func fields(of signal: String, in table: [String]) throws -> [String] {
        let line = try #require(table.first { $0.split(separator: " ").first.map(String.init) == signal })
        return line.split(separator: " ").dropFirst().map(String.init)
    }
}

/// A Unix socket that listens but never accepts: a client connects (the backlog takes it),
/// sends, and waits for an answer that never comes.
final class SilentSocket: Sendable {
    private let descriptor: Int32

    init(path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw CompletionFailure("socket: \(String(cString: strerror(errno)))") }
        let bound = try SocketAddress(path: path).withSocketAddress { Glibc.bind(descriptor, $0, $1) }
        guard bound == 0, listen(descriptor, 8) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw CompletionFailure("listen on \(path): \(reason)")
        }
    }

    /// Stops listening.
    func close() { Glibc.close(descriptor) }
}
