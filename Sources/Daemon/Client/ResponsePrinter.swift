@preconcurrency import Glibc
import Foundation

/// Prints a response line for people: errors to stderr, objects as aligned `key  value`
/// rows, lists of objects as tables.
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
            Swift.print(render(members["result"] ?? .null), terminator: "")
        } else if case .object(let error) = members["error"] {
            fputs("error [\(text(error["code"]))]: \(text(error["message"]))\n", stderr)
        }
        return succeeded
    }

    /// `value` laid out for a terminal.
    static func render(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            let width = members.keys.map(\.count).max() ?? 0
            return members.keys.sorted().map { key in
                key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + text(members[key])
            }.joined(separator: "\n") + "\n"
        case .array(let items) where !items.isEmpty && items.allSatisfy({ if case .object = $0 { true } else { false } }):
            return table(items)
        case .array(let items):
            return items.map { text($0) }.joined(separator: "\n") + "\n"
        default:
            return text(value) + "\n"
        }
    }

    private static func table(_ rows: [JSONValue]) -> String {
        let objects = rows.compactMap { row -> [String: JSONValue]? in
            if case .object(let members) = row { return members }
            return nil
        }
        var columns: [String] = []
        for object in objects {
            for key in object.keys.sorted() where !columns.contains(key) { columns.append(key) }
        }
        // The column that names each row comes first.
        if let naming = columns.firstIndex(where: { ["signal", "name"].contains($0) }) {
            columns.insert(columns.remove(at: naming), at: 0)
        }
        let cells = objects.map { object in columns.map { text(object[$0]) } }
        let widths = columns.indices.map { index in
            max(columns[index].count, cells.map { $0[index].count }.max() ?? 0)
        }
        func line(_ values: [String]) -> String {
            zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(columns.map { $0.uppercased() })] + cells.map(line)).joined(separator: "\n") + "\n"
    }

    /// A value as one line of text.
    static func text(_ value: JSONValue?) -> String {
        switch value {
        case nil, .null: ""
        case .string(let string): string
        case .bool(let flag): flag ? "yes" : "no"
        case .integer(let number): String(number)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .array(let items): items.map { text($0) }.joined(separator: ", ")
        case .object(let members):
            if case .string(let name) = members["name"], case .string(let type) = members["type"] {
                // A field of a signal, as `help` lists them: `reps:integer`, `rpe:number?`.
                name + ":" + type + (members["required"] == .bool(false) ? "?" : "")
            } else {
                members.keys.sorted().map { "\($0)=\(text(members[$0]))" }.joined(separator: " ")
            }
        }
    }
}
