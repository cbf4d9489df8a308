import ControlProtocol

/// A JSON value written on one line, for a `key: value` row or a table cell: yes/no for
/// booleans, whole numbers without a fraction, `-` for null, lists joined with commas and
/// small objects as `key=value` pairs.
enum InlineText {
    /// Lists of scalars up to this many columns wide stay on their key's line.
    static let shortListWidth = 60
    /// Objects with at most this many scalar members fit in a table cell.
    static let smallObjectSize = 3

    /// `value` on one line; `inCell` leaves absent values and empty lists blank, as a table
    /// cell should, where a row says `(none)`.
    static func text(_ value: JSONValue?, inCell: Bool = false) -> String {
        switch value {
        case nil: ""
        case .null: "-"
        case .string(let string): TerminalText.escaped(string)
        case .bool(let flag): flag ? "yes" : "no"
        case .integer(let number): String(number)
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .array(let items) where items.isEmpty: inCell ? "" : "(none)"
        case .array(let items): items.map { text($0, inCell: inCell) }.joined(separator: ", ")
        case .object(let members) where members.isEmpty: inCell ? "" : "(empty)"
        case .object(let members): objectText(members, inCell: inCell)
        }
    }

    /// Whether `value` belongs on its key's line rather than in a section of its own:
    /// scalars, empty containers, and short lists of scalars.
    static func staysOnLine(_ value: JSONValue) -> Bool {
        switch value {
        // By bytes, as Foundation's contains did: the \n of a \r\n counts.
        case .string(let string): !string.utf8.contains(UInt8(ascii: "\n"))
        case .array(let items):
            items.allSatisfy { $0.isScalar && staysOnLine($0) }
                && TerminalText.width(of: text(value)) <= shortListWidth
        case .object(let members): members.isEmpty
        default: true
        }
    }

    /// Whether `value` fits in a table cell: a scalar, a list of scalars, a small object of
    /// scalars, or a list of such objects.
    static func fitsCell(_ value: JSONValue) -> Bool {
        switch value {
        case .array(let items): items.allSatisfy { $0.isScalar || isSmallObject($0) }
        case .object: isSmallObject(value)
        default: true
        }
    }

    private static func isSmallObject(_ value: JSONValue) -> Bool {
        guard case .object(let members) = value else { return false }
        return members.count <= smallObjectSize && members.values.allSatisfy(\.isScalar)
    }

    private static func objectText(_ members: [String: JSONValue], inCell: Bool) -> String {
        if case .string(let name) = members["name"], case .string(let type) = members["type"] {
            // A typed field, as `help` lists them: `reps:integer`, `rpe:number?` when optional.
            return TerminalText.escaped(name) + ":" + TerminalText.escaped(type) + (members["required"] == .bool(false) ? "?" : "")
        }
        return members.keys.sorted().map { TerminalText.escaped($0) + "=" + text(members[$0], inCell: inCell) }
            .joined(separator: " ")
    }
}
