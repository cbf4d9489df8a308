import Foundation

/// Reads a Strong, Hevy or FitNotes export into workouts, recognising the format by its
/// header. Rows that are not sets are accounted for, never dropped silently: rest-timer
/// rows are counted; cut-off or malformed rows, and rows with a value outside
/// `ValueRanges`, are reported with their line numbers and why.
public enum ExportParser {
    /// The workouts in `contents`, read with `settings`.
    public static func parse(_ contents: some ContiguousBytes, settings: ImportSettings) throws(ImportError) -> ParsedExport {
        let result: Result<ParsedExport, ImportError> = contents.withUnsafeBytes { raw in
            Result { () throws(ImportError) in try parse(raw.bindMemory(to: UInt8.self), settings: settings) }
        }
        return try result.get()
    }

    /// The workouts in `text`, read with `settings`.
    public static func parse(text: String, settings: ImportSettings) throws(ImportError) -> ParsedExport {
        try parse(Array(text.utf8), settings: settings)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, settings: ImportSettings) throws(ImportError) -> ParsedExport {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let delimiter = headerDelimiter(bytes, from: start)
        var scanner = CSVScanner(bytes, delimiter: delimiter, offset: start)
        var record = CSVRecord()
        guard scanner.next(into: &record) else { throw .empty }
        let fields = FieldDecoder(bytes: bytes)
        let layout = try FormatSniffer.layout(for: record.fields.map(fields.trimmedString), settings: settings)
        var grouper = WorkoutGrouper(
            layout: layout, fields: fields, timeZone: settings.timeZone, ranges: settings.ranges,
            columnCount: record.fields.count)
        while scanner.next(into: &record) {
            grouper.add(&record)
        }
        let kept = grouper.workouts.indices.filter { !grouper.workouts[$0].sets.isEmpty }
        return ParsedExport(
            format: layout.format, workouts: kept.map { grouper.workouts[$0] },
            skippedRows: grouper.skipped, restTimerRows: grouper.restTimerLines.count,
            setLines: kept.map { grouper.setLines[$0] }, restTimerLines: grouper.restTimerLines)
    }

    /// `;` when the first line holds more semicolons than commas outside quotes, else `,`.
    private static func headerDelimiter(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt8 {
        var semicolons = 0
        var commas = 0
        var quoted = false
        for byte in bytes[start...] {
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            if quoted { continue }
            if byte == UInt8(ascii: "\n") { break }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
            if byte == UInt8(ascii: ",") { commas += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }
}
