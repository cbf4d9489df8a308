import Configuration
import Foundation
import SignalStore

/// The options of one `exec` entry in config, with signal names resolved to types.
struct ExecOptions: Decodable, Sendable {
    /// The program and its arguments, run as is (no shell, no PATH search).
    let command: [String]
    /// The signals it handles.
    let handled: [any Signal.Type]
    /// The signals it may emit.
    let emitted: [any Signal.Type]
    /// How long one run may take before it is killed.
    let timeout: Duration
    /// The name in logs and outcomes.
    let name: String

    static let defaultTimeout = Duration.seconds(10)

    private enum CodingKeys: String, CodingKey {
        case command, on, emits, timeout, name
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let command = try container.decode([String].self, forKey: .command)
        guard let program = command.first, !program.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .command, in: container,
                debugDescription: "expected the program's path and its arguments, e.g. [/usr/bin/python3, notify.py]")
        }
        let resolved = Self.resolve(program, relativeTo: decoder.userInfo[PluginRegistry.configurationDirectoryKey] as? String)
        guard access(resolved, X_OK) == 0 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath + [CodingKeys.command, IndexKey(0)],
                debugDescription: "expected an executable program, but '\(resolved)' is not one (no shell or PATH search is used)"))
        }
        self.command = [resolved] + command.dropFirst()
        guard let directory = decoder.userInfo[SignalDirectory.userInfoKey] as? SignalDirectory else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: container.codingPath, debugDescription: "exec needs the signal directory to resolve names"))
        }
        handled = try Self.signals(in: container, forKey: .on, directory: directory, required: true)
        emitted = try Self.signals(in: container, forKey: .emits, directory: directory, required: false)
        timeout = try container.decodeIfPresent(Duration.self, forKey: .timeout) ?? Self.defaultTimeout
        name = try container.decodeIfPresent(String.self, forKey: .name)
            ?? "exec(\(URL(fileURLWithPath: resolved).lastPathComponent))"
    }

    /// `program` as a path: absolute as given, relative ones against the config's directory.
    private static func resolve(_ program: String, relativeTo directory: String?) -> String {
        guard !program.hasPrefix("/"), let directory else { return program }
        return URL(fileURLWithPath: directory).appendingPathComponent(program).path
    }

    private static func signals(
        in container: KeyedDecodingContainer<CodingKeys>, forKey key: CodingKeys,
        directory: SignalDirectory, required: Bool
    ) throws -> [any Signal.Type] {
        let names = required
            ? try container.decode([String].self, forKey: key)
            : try container.decodeIfPresent([String].self, forKey: key) ?? []
        if required, names.isEmpty {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "expected at least one signal name to handle")
        }
        return try names.enumerated().map { index, name in
            guard let type = directory.type(named: name) else {
                throw DecodingError.dataCorrupted(DecodingError.Context(
                    codingPath: container.codingPath + [key, IndexKey(index)],
                    debugDescription: "unknown signal '\(name)'\(Suggestion.hint(for: name, in: directory.names)); "
                        + "expected a signal some configured use case declares"))
            }
            return type
        }
    }
}
