import Configuration
import FoundationEssentials
import Glibc
import MessageText
import Plugins
import SignalStore

/// The options of one `exec` entry in config, with signal names resolved to types.
struct ExecOptions: PluginOptions {
    /// The program and its arguments, run as is (no shell, no PATH search).
    var command: [String] = []
    /// The signals it handles.
    var handled: [any Signal.Type] = []
    /// The signals it may emit.
    var emitted: [any Signal.Type] = []
    /// How long one run may take before it is killed.
    var timeout = Duration.seconds(10)
    /// The name in logs and outcomes.
    var name = ""
    /// Whether it runs from the notification outbox, after the chain, instead of as a step.
    var outbox = false

    static let declared: [OptionDeclaration<Self>] = [
        OptionDeclaration(
            "command", type: "list of string",
            "the program's path and arguments; no shell, no PATH search; relative to the config file",
            default: .required, read: { $0.command = try readCommand($1) }, text: { $0.command.optionText }),
        OptionDeclaration(
            "on", type: "list of signal name", "the signals it handles", default: .required,
            read: { $0.handled = try readSignals("on", $1, required: true) }, text: { names($0.handled) }),
        OptionDeclaration(
            "emits", type: "list of signal name", "the signals it may emit",
            read: { $0.emitted = try readSignals("emits", $1, required: false) }, text: { names($0.emitted) }),
        OptionDeclaration(
            "timeout", type: "duration", "how long one run may take before it is killed",
            read: { $0.timeout = try $1.decode(Duration.self, "timeout") }, text: { DurationText.format($0.timeout) }),
        OptionDeclaration(
            "name", type: "string", "its name in logs", default: .derived("exec(<program file name>)"),
            read: { $0.name = try $1.decode(String.self, "name") }, text: { $0.name }),
        .value("outbox", at: \.outbox,
               "run from the notification outbox after the chain, which never waits for it; emits nothing"),
    ]

    /// Names the run after its program unless the config named it.
    mutating func finishReading(_ reader: OptionReader) throws {
        if outbox, !emitted.isEmpty {
            throw reader.problem("a program run from the outbox cannot emit signals: its chain has ended; "
                                     + "drop emits or outbox", at: "outbox")
        }
        if name.isEmpty, let program = command.first {
            name = "exec(\(URL(fileURLWithPath: program).lastPathComponent))"
        }
    }

    /// The program, resolved against the config file's directory, and its arguments.
    private static func readCommand(_ reader: OptionReader) throws -> [String] {
        let command = try reader.decode([String].self, "command")
        guard let program = command.first, !program.isEmpty else {
            throw reader.problem("expected the program's path and its arguments, e.g. [/usr/bin/python3, notify.py]",
                                 at: "command")
        }
        let resolved = resolve(program, relativeTo: reader.userInfo[PluginRegistry.configurationDirectoryKey] as? String)
        guard access(resolved, X_OK) == 0 else {
            throw reader.problem(
                "expected an executable program, but '\(resolved)' is not one (no shell or PATH search is used)",
                at: "command", index: 0)
        }
        return [resolved] + command.dropFirst()
    }

    /// `program` as a path: absolute as given, relative ones against the config's directory.
    private static func resolve(_ program: String, relativeTo directory: String?) -> String {
        guard !program.hasPrefix("/"), let directory else { return program }
        return URL(fileURLWithPath: directory).appendingPathComponent(program).path
    }

    /// The signal types option `option` names, from the directory the decoder carries.
    private static func readSignals(_ option: String, _ reader: OptionReader, required: Bool) throws -> [any Signal.Type] {
        guard let directory = reader.userInfo[SignalDirectory.userInfoKey] as? SignalDirectory else {
            throw reader.problem("exec needs the signal directory to resolve names", at: option)
        }
        let names = try reader.decode([String].self, option)
        if required, names.isEmpty {
            throw reader.problem("expected at least one signal name to handle", at: option)
        }
        return try names.enumerated().map { index, name in
            guard let type = directory.type(named: name) else {
                throw reader.problem(
                    "unknown signal '\(name)'\(Suggestion.hint(for: name, in: directory.names)); "
                        + "expected a signal some configured use case declares",
                    at: option, index: index)
            }
            return type
        }
    }

    /// Signal types as a list of wire names.
    private static func names(_ types: [any Signal.Type]) -> String {
        "[" + types.map { $0.wireName }.joined(separator: ", ") + "]"
    }
}
