import ChildProcessTesting
import ControlProtocol
import Foundation
import Plugins
import SignalStore
import Testing
@testable import Configuration
@testable import Daemon

/// Later features cannot go undocumented: every option, command, config key, plugin,
/// signal and error code the code knows must appear in its man page and, for signals and
/// error codes, in docs/PROTOCOL.md. The lists are read from the code, never written here.
@Suite("Documentation covers what the code offers")
struct DocumentationCoverageTests {
    /// The options (`--x`) and commands (`liftd check-config`, `liftctl import`) that
    /// `program`'s usage text names, from the built binary.
    private func usage(of program: String, _ arguments: [String] = ["--help"])
        async throws -> (options: [String], commands: [String]) {
        let run = try await ProgramRun.run(try BuiltProducts.path(program), arguments)
        #expect(run.status == 0, "\(program) \(arguments.joined(separator: " ")) failed: \(run.standardError)")
        let text = run.standardOutput
        let separators = Set(" \t\n[]|(),")
        let options = text.split(whereSeparator: { separators.contains($0) })
            .filter { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }
            .map { String($0.prefix { $0 == "-" || $0.isLowercase }) }
        var commands: [String] = []
        for line in text.split(separator: "\n") {
            // `usage: liftd check-config FILE    check FILE …`: the first word after the
            // program's name, leaving out bracketed options and the description after a gap.
            guard let start = line.firstRange(of: program + " ") else { continue }
            let synopsis = line[start.upperBound...].split(separator: "  ").first ?? ""
            var depth = 0
            let unbracketed = synopsis.filter { character in
                if character == "[" { depth += 1 }
                defer { if character == "]" { depth -= 1 } }
                return depth == 0 && character != "]"
            }
            guard let word = unbracketed.split(separator: " ").first, !word.hasPrefix("--") else { continue }
            if word == "-" || word.allSatisfy({ $0.isLowercase || $0 == "-" }) { commands.append(String(word)) }
        }
        return (Array(Set(options)).sorted(), Array(Set(commands)).sorted())
    }

    private func report(_ missing: [String], _ what: String, in page: String, as form: String) -> Comment {
        "\(page) does not document these \(what): \(missing.joined(separator: ", ")) (write each as \(form))"
    }

    @Test("liftd(8) documents every option and command of liftd --help and liftd calendar --help")
    func liftdOptions() async throws {
        let page = try ManPage("man/liftd.8")
        let main = try await usage(of: "liftd")
        let calendar = try await usage(of: "liftd", ["calendar", "--help"])
        #expect(main.commands.contains("check-config"), "the usage text was not understood: \(main)")
        let options = Array(Set(main.options + calendar.options)).sorted()
        let missingOptions = page.missing(options, from: page.entryFlags)
        #expect(missingOptions.isEmpty, report(missingOptions, "options", in: page.path, as: "`.It Fl -option`"))
        let missingCommands = page.missing(main.commands, from: page.entries)
        #expect(missingCommands.isEmpty, report(missingCommands, "commands", in: page.path, as: "`.It Cm command`"))
    }

    @Test("liftctl(1) documents every option and command of liftctl --help")
    func liftctlOptions() async throws {
        let page = try ManPage("man/liftctl.1")
        let help = try await usage(of: "liftctl")
        #expect(help.commands.contains("import"), "the usage text was not understood: \(help)")
        let missingOptions = page.missing(help.options, from: page.entryFlags)
        #expect(missingOptions.isEmpty, report(missingOptions, "options", in: page.path, as: "`.It Fl -option`"))
        let missingCommands = page.missing(help.commands, from: page.entries)
        #expect(missingCommands.isEmpty, report(missingCommands, "commands", in: page.path, as: "`.It Cm command`"))
    }

    @Test("liftd.yaml(5) documents every key the config reader accepts")
    func configurationKeys() throws {
        let page = try ManPage("man/liftd.yaml.5")
        let sections: [(String, [String])] = [
            ("top-level keys", ConfigurationReader.topLevelKeys),
            ("schedule keys", ConfigurationReader.scheduleKeys),
            ("socket keys", ConfigurationReader.socketKeys),
            ("paths keys", ConfigurationReader.pathKeys),
            ("access keys", ConfigurationReader.accessKeys),
            ("access grant keys", ConfigurationReader.grantKeys),
            ("exercise keys", ConfigurationReader.exerciseKeys),
            ("inbox keys", ConfigurationReader.inboxKeys),
        ]
        #expect(ConfigurationReader.topLevelKeys.contains("use-cases"))
        for (what, keys) in sections {
            let missing = page.missing(keys, from: page.entries)
            #expect(missing.isEmpty, report(missing, what, in: page.path, as: "`.It Cm key`"))
        }
    }

    @Test("liftd.yaml(5) documents every plugin of liftd plugins and each of its options")
    func plugins() throws {
        let page = try ManPage("man/liftd.yaml.5")
        let plugins = PluginRegistry.standard.plugins
        #expect(plugins.contains { $0.name == "exec" })
        let missing = page.missing(plugins.map(\.name), from: page.entries)
        #expect(missing.isEmpty, report(missing, "plugins", in: page.path, as: "`.It Cm plugin`"))
        for plugin in plugins {
            let options = page.missing(plugin.options.map(\.name), from: page.commandModifiers)
            #expect(options.isEmpty, report(options, "options of plugin \(plugin.name)", in: page.path, as: "`.Cm option`"))
        }
    }

    /// The signals `help` answers with on the built-in defaults: those the store's use cases
    /// handle, as the running daemon's `help` lists them.
    private func defaultSignals() throws -> [String] {
        let setup = try DaemonSetup.load(.builtIn, environment: [:])
        // (A key path on the signal metatypes crashes Swift 6.3's compiler; a closure does not.)
        return RoutingTable<LiftdState>(setup.useCases).handledSignals.map { $0.wireName }.sorted()
    }

    @Test("liftctl(1) and docs/PROTOCOL.md document every signal that help lists on the built-in defaults")
    func signals() throws {
        let signals = try defaultSignals()
        #expect(signals.contains("help") && signals.contains("log-set"))
        let page = try ManPage("man/liftctl.1")
        let missingFromPage = page.missing(signals, from: page.entries)
        #expect(missingFromPage.isEmpty, report(missingFromPage, "signals", in: page.path, as: "`.It Cm signal`"))
        let protocolText = try RepositoryFiles.text("docs/PROTOCOL.md")
        let missingFromProtocol = signals.filter { !protocolText.contains("| `\($0)` |") }
        #expect(missingFromProtocol.isEmpty,
                report(missingFromProtocol, "signals", in: "docs/PROTOCOL.md", as: "a row | `signal` | of the signal table"))
    }

    @Test("docs/PROTOCOL.md names exactly the shipped signals help lists as internal")
    func internalSignals() throws {
        let signals = try everyShippedSignal()
        let declared = Set(signals.names.filter { signals.type(named: $0)?.about.isInternal == true })
        #expect(declared.contains("import-chunk") && !declared.contains("log-set"), "\(declared)")
        let text = try RepositoryFiles.text("docs/PROTOCOL.md")
        let lead = "Of the shipped signals those are "
        let sentence = try #require(text.components(separatedBy: lead).dropFirst().first?.components(separatedBy: ".").first,
                                    "docs/PROTOCOL.md has no sentence '\(lead)`a`, `b` and `c`.'")
        let documented = Set(sentence.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        #expect(declared.subtracting(documented).isEmpty,
                "declared internal but missing from docs/PROTOCOL.md's list: \(declared.subtracting(documented).sorted())")
        #expect(documented.subtracting(declared).isEmpty,
                "in docs/PROTOCOL.md's list of internal signals but not declared internal: \(documented.subtracting(declared).sorted())")
    }

    @Test("docs/PROTOCOL.md documents every error code with an entry of its own")
    func errorCodes() throws {
        let protocolText = try RepositoryFiles.text("docs/PROTOCOL.md")
        let codes = ErrorCode.allCases.map(\.rawValue)
        #expect(codes.contains("malformed-json"))
        let missing = codes.filter { !protocolText.contains("**`\($0)`**") }
        #expect(missing.isEmpty, report(missing, "error codes", in: "docs/PROTOCOL.md", as: "**`code`**: what causes it, then an example"))
    }
}
