import ChildProcessTesting
import Foundation
import Testing
@testable import Daemon

/// The static list the completion scripts fall back to cannot drift from the daemon: it is
/// checked against `help` and `liftd plugins`.
@Suite("liftctl completion's static list")
struct CompletionListTests {
    private static let regenerate = "run scripts/generate-completions to rewrite it"

    @Test("the bash, zsh and fish scripts carry the same static list")
    func sameListEverywhere() throws {
        let lists = try CompletionScripts.files.mapValues(CompletionScripts.staticList)
        let bash = try #require(lists["bash"])
        #expect(bash.count > 10)
        for (shell, list) in lists {
            #expect(list == bash, "\(shell)'s list differs from bash's: \(Self.regenerate)")
        }
    }

    @Test("the static list is what help answers when every plugin liftd plugins lists is configured")
    func listMatchesHelpWithEveryPlugin() async throws {
        let plugins = try await Self.plugins()
        // exec and webhook need options (a program, a URL); the signals they handle come from them.
        // metrics-textfile needs a directory, as scripts/generate-completions gives it.
        let daemon = try await startDaemon(useCases: plugins.names.filter { $0 != "exec" && $0 != "webhook" }
            .map { $0 == "metrics-textfile" ? "metrics-textfile: {directory: /tmp}" : $0 })
        let table = try signalTable(fromHelp: try await daemon.request("help"))
        try await stopCleanly(daemon)
        let list = try CompletionScripts.staticList(in: "liftctl.bash")
        #expect(list == table, "the static list is out of date: \(Self.regenerate)")
        let listed = Set(CompletionScripts.signals(of: list))
        for signal in plugins.handled {
            #expect(listed.contains(signal), "a plugin handles '\(signal)', which the static list lacks")
        }
        for builtIn in ["help", "ping", "reload", "run-schedule", "schedules", "state", "status"] {
            #expect(listed.contains(builtIn), "the built-in '\(builtIn)' is missing")
        }
    }

    @Test("every signal help answers on the built-in default config is in the static list with its fields")
    func defaultConfigSignalsListed() async throws {
        let sandbox = try DaemonSandbox()
        for directory in ["var", "run"] {
            try FileManager.default.createDirectory(atPath: sandbox.path + "/" + directory, withIntermediateDirectories: true)
        }
        let daemon = try DaemonProcess(
            sandbox, arguments: [],
            environment: ["STATE_DIRECTORY": sandbox.path + "/var", "RUNTIME_DIRECTORY": sandbox.path + "/run"])
        try await daemon.waitUntilReady()
        let table = try signalTable(fromHelp: try await daemon.request("help"))
        try await stopCleanly(daemon)
        let list = Set(try CompletionScripts.staticList(in: "liftctl.bash"))
        #expect(table.count > 10)
        for line in table {
            #expect(list.contains(line), "help on the default config answers '\(line)', not in the static list: \(Self.regenerate)")
        }
    }

    @Test(
        "bash-completion loads the bash script by the name make install gives it",
        .needs("bash-completion (apt-get install bash-completion; scripts/test does)") {
            FileManager.default.fileExists(atPath: "/usr/share/bash-completion/bash_completion")
        })
    func bashCompletionLoadsInstalledName() async throws {
        let sandbox = try DaemonSandbox()
        let completions = sandbox.path + "/completions"
        try FileManager.default.createDirectory(atPath: completions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: CompletionScripts.directory + "/liftctl.bash", toPath: completions + "/liftctl")
        let run = try await ProgramRun.run(
            "/usr/bin/timeout", ["20", "bash", "--norc", "--noprofile", "-c",
                                 "source /usr/share/bash-completion/bash_completion && __load_completion liftctl && complete -p liftctl"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": sandbox.path, "BASH_COMPLETION_USER_DIR": sandbox.path])
        #expect(run.status == 0, "stderr: \(run.standardError)")
        #expect(run.outputLines == ["complete -F _liftctl liftctl"])
    }

    /// The plugins `liftd plugins` lists, and every signal they say they handle.
    private static func plugins() async throws -> (names: [String], handled: [String]) {
        let run = try await ProgramRun.run(try BuiltProducts.path("liftd"), ["plugins"])
        #expect(run.status == 0)
        var names: [String] = [], handled: [String] = []
        for line in run.outputLines {
            if !line.hasPrefix(" "), let dash = line.range(of: " — ") {
                names.append(String(line[..<dash.lowerBound]))
            } else if let handles = line.range(of: "  handles: ") {
                let signals = line[handles.upperBound...]
                if signals != "set by its options" { handled += signals.components(separatedBy: ", ") }
            }
        }
        #expect(names.count > 10 && names.contains("exec"))
        return (names, handled)
    }
}
