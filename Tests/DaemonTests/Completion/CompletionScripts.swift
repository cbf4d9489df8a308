import ControlProtocol
import Foundation

/// The completion scripts in the checkout, and the static signal list each carries for when
/// no daemon answers.
enum CompletionScripts {
    /// The checkout's `completions/` directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("completions").path

    /// The script files, by the shell that reads them.
    static let files = ["bash": "liftctl.bash", "zsh": "_liftctl", "fish": "liftctl.fish"]

    /// The static list in `file`: one "SIGNAL FIELD…" line per signal, between the
    /// `# BEGIN static signals` block's opening quote and its closing one.
    static func staticList(in file: String) throws -> [String] {
        let text = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let begin = lines.firstIndex(where: { $0.hasPrefix("# BEGIN static signals") }),
            let end = lines.firstIndex(where: { $0.hasPrefix("# END static signals") }), begin + 2 < end,
            lines[begin + 1].hasSuffix("'"), lines[end - 1] == "'"
        else {
            throw CompletionFailure("\(file): no `# BEGIN static signals` … `'` … `# END static signals` block")
        }
        return lines[(begin + 2)..<(end - 1)].filter { !$0.isEmpty }
    }

    /// The signal names of a static list.
    static func signals(of list: [String]) -> [String] {
        list.map { String($0.prefix { $0 != " " }) }
    }
}

/// The entries of `help`'s answer: the signals people send, then the internal ones.
func helpEntries(_ answer: String) throws -> [JSONValue] {
    let listing = try result(of: answer)
    guard let commands = listing["commands"]?.elements, let internalSignals = listing["internal"]?.elements else {
        throw CompletionFailure("help answered no commands and internal lists: \(answer)")
    }
    return commands + internalSignals
}

/// `help`'s answer as "SIGNAL FIELD…" lines, in its order.
func signalTable(fromHelp answer: String) throws -> [String] {
    let entries = try helpEntries(answer)
    return try entries.map { entry in
        guard case .string(let signal)? = entry["signal"] else { throw CompletionFailure("help entry without a signal: \(entry)") }
        let fields = (entry["fields"]?.elements ?? []).compactMap { field -> String? in
            if case .string(let name)? = field["name"] { return name }
            return nil
        }
        return ([signal] + fields).joined(separator: " ")
    }
}
