import FoundationEssentials

/// Reads a whole Strong, Hevy or FitNotes export in memory into workouts (`ExportReader`
/// reads one a batch at a time; this collects its batches).
public enum ExportParser {
    /// The workouts in `contents`, read with `settings`.
    public static func parse(_ contents: some ContiguousBytes, settings: ImportSettings) throws(ImportError) -> ParsedExport {
        let bytes = contents.withUnsafeBytes { Array($0) }
        return try parse(source: MemoryByteSource(bytes), settings: settings, bufferSize: max(1, bytes.count))
    }

    /// The workouts in `text`, read with `settings`.
    public static func parse(text: String, settings: ImportSettings) throws(ImportError) -> ParsedExport {
        try parse(Array(text.utf8), settings: settings)
    }

    /// The workouts `source` holds, read through a buffer of `bufferSize` bytes to begin with,
    /// in batches of `setsPerBatch`; the pieces of each workout are joined again.
    public static func parse(
        source: any ByteSource, settings: ImportSettings, bufferSize: Int, setsPerBatch: Int = 20_000
    ) throws(ImportError) -> ParsedExport {
        let reader = try ExportReader(source: source, settings: settings, bufferSize: bufferSize, recordsLines: true)
        var pieces: [ImportedWorkout] = []
        var indexByNumber: [Int: Int] = [:]
        while let batch = try reader.nextBatch(setsPerBatch: setsPerBatch) {
            for piece in batch {
                if let index = indexByNumber[piece.number] {
                    pieces[index].workout.sets += piece.workout.sets
                    pieces[index].setLines += piece.setLines
                } else {
                    indexByNumber[piece.number] = pieces.count
                    pieces.append(piece)
                }
            }
        }
        pieces.sort { $0.number < $1.number }
        return ParsedExport(
            format: reader.format, workouts: pieces.map(\.workout), skippedRows: reader.skippedRows,
            restTimerRows: reader.restTimerRows, setLines: pieces.map(\.setLines), restTimerLines: reader.restTimerLines)
    }
}
