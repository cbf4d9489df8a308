import ControlProtocol

/// A list of objects as an aligned table: one column per key any row has, headed by the key
/// in capitals, in the order of their meaning (`ColumnOrder`): the name first, then the
/// figures people compare, the ids last.
enum ReadableTable {
    /// Whether `items` lay out as a table: all objects, every value fitting in a cell.
    static func fits(_ items: [JSONValue]) -> Bool {
        !items.isEmpty && items.allSatisfy { item in
            guard case .object(let members) = item else { return false }
            return members.values.allSatisfy(InlineText.fitsCell)
        }
    }

    /// The table's lines, header first; cells are padded to their column's terminal width
    /// and no line ends in spaces.
    static func lines(_ items: [JSONValue]) -> [String] {
        let rows = items.map { item -> [String: JSONValue] in
            if case .object(let members) = item { return members }
            return [:]
        }
        let columns = ColumnOrder.ordered(Set(rows.flatMap(\.keys)))
        let header = columns.map { TerminalText.escaped($0.uppercased()) }
        let cells = rows.map { row in columns.map { InlineText.text(row[$0], inCell: true) } }
        let widths = columns.indices.map { index in
            ([header[index]] + cells.map { $0[index] }).map(TerminalText.width).max() ?? 0
        }
        return ([header] + cells).map { values in
            var line = zip(values, widths).map { TerminalText.padded($0, to: $1) }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
