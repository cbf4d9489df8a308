@preconcurrency import Glibc
import ControlProtocol
import Foundation

/// Prints a response line: the result for people (see `ReadableText`) or the raw line with
/// `--json`; errors go to stderr as `error [code]: message`.
enum ResponsePrinter {
    /// Prints `line`; returns whether it reported success.
    static func print(_ line: String, asJSON: Bool) -> Bool {
        guard let response = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
            case .object(let members) = response
        else {
            fputs("liftctl: unreadable answer: \(line)\n", stderr)
            return false
        }
        let succeeded = members["ok"] == .bool(true)
        if asJSON {
            Swift.print(line)
        } else if succeeded {
            Swift.print(ReadableText.render(members["result"] ?? .null), terminator: "")
        } else if case .object(let error) = members["error"] {
            fputs("error [\(InlineText.text(error["code"]))]: \(InlineText.text(error["message"]))\n", stderr)
        }
        return succeeded
    }
}
