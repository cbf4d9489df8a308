@preconcurrency import Glibc
import ControlProtocol
import FoundationEssentials
import ZoneInfo

/// Prints a response line: the result for people (see `ReadableText`), its times on the
/// daemon's clocks (`LocalTimes`), its weights in their unit (`ShownWeights`) and its top
/// sets and ranges as people write them (`WrittenValues`), or the raw line with `--json`; errors go to stderr as
/// `error [code]: message`.
enum ResponsePrinter {
    /// What an answer reported, as liftctl's exit status counts it.
    enum Outcome {
        /// `ok`.
        case succeeded
        /// `still-running`: the job goes on past the request's deadline (exit status 75).
        case stillRunning
        /// Any other error, or an unreadable answer.
        case failed

        /// liftctl's exit status for an answer of this outcome alone: 0, 75 or 1.
        var exitStatus: Int32 {
            switch self {
            case .succeeded: 0
            case .stillRunning: 75
            case .failed: 1
            }
        }
    }

    /// Prints `line`, its times for people in `zone` (asked only when they need it); returns
    /// what it reported.
    static func print(_ line: String, asJSON: Bool, zone: () -> Zone) -> Outcome {
        guard let response = try? JSONDecoder().decode(JSONValue.self, from: Data(line.utf8)),
            case .object(let members) = response
        else {
            fputs("liftctl: unreadable answer: \(line)\n", stderr)
            return .failed
        }
        let succeeded = members["ok"] == .bool(true)
        if asJSON {
            Swift.print(line)
        } else if succeeded {
            let shown = ShownWeights.forPeople(LocalTimes.shown(members["result"] ?? .null, zone: zone))
            Swift.print(ReadableText.render(WrittenValues.forPeople(shown)), terminator: "")
        } else if case .object(let error) = members["error"] {
            fputs("error [\(InlineText.text(error["code"]))]: \(InlineText.text(error["message"]))\n", stderr)
        }
        if succeeded { return .succeeded }
        if case .object(let error) = members["error"], error["code"] == .string(ErrorCode.stillRunning.rawValue) {
            return .stillRunning
        }
        return .failed
    }
}
