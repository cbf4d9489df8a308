import Testing

/// One row of the fixture table in `Tests/Fixtures/README.md`: a fixture line, the quirk
/// it carries, and what it must be stored as.
struct FixtureTableRow: Sendable, CustomTestStringConvertible {
    /// Which part of the file a row speaks of.
    enum Line: Sendable, Equatable {
        case wholeFile
        case number(Int)
    }

    /// What the line must become.
    enum Outcome: String, Sendable {
        case set
        case skipped
        case restTimer = "rest timer"
        case export
    }

    /// A `name `value`` pair from the `stored` column.
    struct Value: Sendable {
        var name: String
        var text: String
    }

    var file: String
    var line: Line
    var quirk: String
    var outcome: Outcome
    var values: [Value]

    var testDescription: String {
        switch line {
        case .wholeFile: "\(file) (whole file): \(quirk)"
        case .number(let number): "\(file):\(number): \(quirk)"
        }
    }
}

/// A fixture table row that cannot be read, with the row's text.
struct FixtureTableError: Error, CustomStringConvertible {
    var row: String
    var problem: String
    var description: String { "fixture table row '\(row)': \(problem)" }
}

/// Reads the table whose header is `| file | line | quirk | stored |` out of Markdown.
enum FixtureTable {
    static let header = "| file | line | quirk | stored |"

    /// The table's rows in order; throws on a row it cannot read, so none is passed over.
    static func rows(in markdown: String) throws -> [FixtureTableRow] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let headerIndex = lines.firstIndex(where: { $0.trimmingSpaces == header }) else {
            throw FixtureTableError(row: header, problem: "no table with this header")
        }
        var rows: [FixtureTableRow] = []
        for line in lines[(headerIndex + 2)...] {
            guard line.hasPrefix("|") else { break }
            rows.append(try row(line))
        }
        return rows
    }

    private static func row(_ text: String) throws -> FixtureTableRow {
        let cells = text.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
            .map { String($0).trimmingSpaces }
        guard cells.count == 4 else { throw FixtureTableError(row: text, problem: "\(cells.count) cells, not 4") }
        let file = cells[0].filter { $0 != "`" }
        let line: FixtureTableRow.Line
        if cells[1] == "all" {
            line = .wholeFile
        } else if let number = Int(cells[1]), number >= 1 {
            line = .number(number)
        } else {
            throw FixtureTableError(row: text, problem: "line '\(cells[1])' is neither a line number nor 'all'")
        }
        let (outcome, values) = try stored(cells[3], row: text)
        return FixtureTableRow(file: file, line: line, quirk: cells[2], outcome: outcome, values: values)
    }

    /// Splits `set: a `1`, b `2`` into its outcome and values.
    private static func stored(_ text: String, row: String) throws -> (FixtureTableRow.Outcome, [FixtureTableRow.Value]) {
        if text == FixtureTableRow.Outcome.restTimer.rawValue { return (.restTimer, []) }
        guard let colon = text.firstIndex(of: ":"),
              let outcome = FixtureTableRow.Outcome(rawValue: String(text[..<colon])), outcome != .restTimer else {
            throw FixtureTableError(row: row, problem: "'stored' starts with none of set:, skipped:, export:, rest timer")
        }
        var rest = Substring(text[text.index(after: colon)...])
        var values: [FixtureTableRow.Value] = []
        while true {
            rest = rest.drop { $0 == " " }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "`"),
                  let close = rest[rest.index(after: open)...].firstIndex(of: "`") else {
                throw FixtureTableError(row: row, problem: "'\(rest)' is not name `value`")
            }
            let name = String(rest[..<open]).trimmingSpaces
            values.append(.init(name: name, text: String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
            if rest.hasPrefix(",") { rest = rest.dropFirst() } else if !rest.allSatisfy({ $0 == " " }) {
                throw FixtureTableError(row: row, problem: "expected ',' before '\(rest)'")
            }
        }
        if outcome == .skipped, values.count != 1 || !values[0].name.isEmpty {
            throw FixtureTableError(row: row, problem: "skipped: takes one reason in backticks")
        }
        if outcome != .skipped, values.contains(where: { $0.name.isEmpty }) {
            throw FixtureTableError(row: row, problem: "a value without a name")
        }
        return (outcome, values)
    }
}

extension String {
    /// The text without spaces at either end.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
