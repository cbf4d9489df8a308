import ControlProtocol

/// Any result liftd answers with, laid out for people, without knowing which signal it came
/// from: an object's scalars as aligned `key: value` rows, its nested objects and lists as
/// sections titled `key:` and indented beneath, a list of objects as a table (see
/// `ReadableTable`), and a long list of scalars one item a line.
enum ReadableText {
    /// How much each level of sections is indented.
    static let indentStep = "  "

    /// `value` as lines of text, each ending in a newline.
    static func render(_ value: JSONValue) -> String {
        lines(of: value, indent: "").joined(separator: "\n") + "\n"
    }

    /// The lines of `value`, each starting with `indent`.
    static func lines(of value: JSONValue, indent: String) -> [String] {
        switch value {
        case .object(let members) where !members.isEmpty:
            objectLines(members, indent: indent)
        case .array(let items) where ReadableTable.fits(items):
            ReadableTable.lines(items).map { indent + $0 }
        case .array(let items) where !items.isEmpty:
            listLines(items, indent: indent)
        // By bytes, as Foundation's contains did: the \n of a \r\n counts.
        case .string(let text) where text.utf8.contains(UInt8(ascii: "\n")):
            text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + TerminalText.escaped(String($0)) }
        default:
            [indent + InlineText.text(value)]
        }
    }

    /// Rows for the members that stay on one line, then a section for each of the others.
    private static func objectLines(_ members: [String: JSONValue], indent: String) -> [String] {
        let keys = members.keys.sorted()
        let rowKeys = keys.filter { members[$0].map(InlineText.staysOnLine) ?? true }
        let labelWidth = rowKeys.map { TerminalText.width(of: label($0)) }.max() ?? 0
        var lines = rowKeys.map { key in
            trimmed(indent + TerminalText.padded(label(key), to: labelWidth) + " " + InlineText.text(members[key]))
        }
        for key in keys where !rowKeys.contains(key) {
            // At the top level a blank line sets each section apart; deeper, indentation does.
            if indent.isEmpty, !lines.isEmpty { lines.append("") }
            lines.append(indent + label(key))
            lines += Self.lines(of: members[key] ?? .null, indent: indent + indentStep)
        }
        return lines
    }

    /// One line per item that stays on a line; the others as sections titled by their
    /// position, `[0]:`, `[1]:`, ….
    private static func listLines(_ items: [JSONValue], indent: String) -> [String] {
        items.enumerated().flatMap { index, item in
            InlineText.staysOnLine(item)
                ? [indent + InlineText.text(item)]
                : [indent + "[\(index)]:"] + lines(of: item, indent: indent + indentStep)
        }
    }

    private static func label(_ key: String) -> String { TerminalText.escaped(key) + ":" }

    private static func trimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
