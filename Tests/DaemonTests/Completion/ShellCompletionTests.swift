import ChildProcessTesting
import Testing

@Suite("bash completion", .needs(CompletionShell.bash.requirement) { CompletionShell.bash.isInstalled })
struct BashCompletionTests {
    @Test("with a daemon running, bash completes its signals and their fields from help")
    func fromDaemon() async throws { try await CompletionScenarios.fromDaemon(.bash) }

    @Test("with no daemon, bash completes from the static list")
    func staticFallback() async throws { try await CompletionScenarios.staticFallback(.bash) }

    @Test("bash gives up on a daemon that does not answer and completes from the static list")
    func silentDaemon() async throws { try await CompletionScenarios.silentDaemon(.bash) }

    @Test("bash completes options, files for --socket and import, and nothing after -")
    func optionsAndFiles() async throws { try await CompletionScenarios.optionsAndFiles(.bash) }

    @Test("bash completes watch and the events it takes")
    func watchEvents() async throws { try await CompletionScenarios.watchEvents(.bash) }
}

@Suite("zsh completion", .needs(CompletionShell.zsh.requirement) { CompletionShell.zsh.isInstalled })
struct ZshCompletionTests {
    @Test("with a daemon running, zsh completes its signals and their fields from help")
    func fromDaemon() async throws { try await CompletionScenarios.fromDaemon(.zsh) }

    @Test("with no daemon, zsh completes from the static list")
    func staticFallback() async throws { try await CompletionScenarios.staticFallback(.zsh) }

    @Test("zsh gives up on a daemon that does not answer and completes from the static list")
    func silentDaemon() async throws { try await CompletionScenarios.silentDaemon(.zsh) }

    @Test("zsh completes options, files for --socket and import, and nothing after -")
    func optionsAndFiles() async throws { try await CompletionScenarios.optionsAndFiles(.zsh) }

    @Test("zsh completes watch and the events it takes")
    func watchEvents() async throws { try await CompletionScenarios.watchEvents(.zsh) }
}

@Suite("fish completion", .needs(CompletionShell.fish.requirement) { CompletionShell.fish.isInstalled })
struct FishCompletionTests {
    @Test("with a daemon running, fish completes its signals and their fields from help")
    func fromDaemon() async throws { try await CompletionScenarios.fromDaemon(.fish) }

    @Test("with no daemon, fish completes from the static list")
    func staticFallback() async throws { try await CompletionScenarios.staticFallback(.fish) }

    @Test("fish gives up on a daemon that does not answer and completes from the static list")
    func silentDaemon() async throws { try await CompletionScenarios.silentDaemon(.fish) }

    @Test("fish completes options, files for --socket and import, and nothing after -")
    func optionsAndFiles() async throws { try await CompletionScenarios.optionsAndFiles(.fish) }

    @Test("fish completes watch and the events it takes")
    func watchEvents() async throws { try await CompletionScenarios.watchEvents(.fish) }
}
