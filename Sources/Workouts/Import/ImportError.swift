/// Why a file could not be imported at all (problems with single rows are skipped rows).
public enum ImportError: Error, Equatable, CustomStringConvertible {
    /// The file holds no header.
    case empty
    /// The header matches no known export; it is quoted.
    case unrecognizedHeader(String)
    /// The header lacks a column the format needs.
    case missingColumn(String)
    /// A row is longer than the importer reads (`limit` bytes); the rows before it were read.
    case rowTooLong(line: Int, limit: Int)
    /// The file could not be read; the reason names it.
    case unreadable(String)
    /// A document (XML, ZIP, DEFLATE) is not well formed at `line` (0 when it has no lines).
    case malformed(line: Int, String)

    public var description: String {
        switch self {
        case .empty: "the file is empty"
        case .unrecognizedHeader(let header):
            "line 1: header '\(header)' is not a Strong, Hevy or FitNotes export"
        case .missingColumn(let name): "line 1: the header has no '\(name)' column"
        case .rowTooLong(let line, let limit): "line \(line): the row is longer than \(limit) bytes, the most liftd reads"
        case .unreadable(let reason): reason
        case .malformed(let line, let reason): line > 0 ? "line \(line): \(reason)" : reason
        }
    }
}

/// A row left out of an import, and why.
public struct SkippedRow: Sendable, Equatable, Codable {
    /// The 1-based line the row starts on.
    public var line: Int
    /// Why it was left out, naming the field.
    public var reason: String

    /// Row at `line` left out because of `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}

/// What reading an export produced: its workouts, and the rows left out.
public struct ParsedExport: Sendable {
    /// The format the header named.
    public var format: ExportFormat
    /// The workouts with at least one set, in the order they first appear, each with its
    /// sets in file order.
    public var workouts: [Workout]
    /// Rows that should have been sets and were not, with why.
    public var skippedRows: [SkippedRow]
    /// Strong's rest-timer rows, which are not sets.
    public var restTimerRows: Int
    /// For each workout, the line each of its sets starts on, in the order of its sets.
    var setLines: [[Int]] = []
    /// The lines of Strong's rest-timer rows.
    var restTimerLines: [Int] = []

    /// Every set across the workouts.
    public var setCount: Int { workouts.reduce(0) { $0 + $1.sets.count } }
}
