
/// Reads a Strong, Hevy or FitNotes export from a `ByteSource` a buffer at a time and hands
/// its workouts out in batches, so an import holds about one batch and one row in memory
/// whatever the file's size. The format is recognised from the header when the reader is made.
///
/// Rows that are not sets are accounted for, never dropped silently: rest-timer rows are
/// counted; cut-off or malformed rows, and rows with a value outside `ValueRanges`, are
/// reported with their line numbers and why.
public final class ExportReader {
    /// The format the header named.
    public let format: ExportFormat
    private let reader: CSVRecordReader
    private var grouper: WorkoutGrouper
    private var record = CSVRecord()
    private var generation: Int
    private var isFinished = false

    /// Reads the header from `source` (through a buffer of `bufferSize` bytes to begin with).
    /// With `recordsLines`, the line of every set and rest-timer row is kept; at most
    /// `maximumListedSkips` skipped rows are listed (all are counted).
    public init(
        source: any ByteSource, settings: ImportSettings, bufferSize: Int = 1 << 16, recordsLines: Bool = false,
        maximumListedSkips: Int = .max
    ) throws(ImportError) {
        reader = try CSVRecordReader(source: source, bufferSize: bufferSize)
        guard try reader.next(into: &record) else { throw .empty }
        let fields = FieldDecoder(bytes: reader.bytes)
        let layout = try FormatSniffer.layout(for: record.fields.map(fields.trimmedString), settings: settings)
        format = layout.format
        generation = reader.generation
        grouper = WorkoutGrouper(
            layout: layout, fields: fields, timeZone: settings.timeZone, ranges: settings.ranges,
            columnCount: record.fields.count, recordsLines: recordsLines, maximumListedSkips: maximumListedSkips)
    }

    /// The next workouts (or pieces of them), once at least `setsPerBatch` sets are read
    /// outside the workout still being read; `nil` after the last. The default matches the
    /// SQLite repository's transaction, so a batch is one commit.
    public func nextBatch(setsPerBatch: Int = 20_000) throws(ImportError) -> [ImportedWorkout]? {
        guard !isFinished else { return nil }
        while try reader.next(into: &record) {
            if reader.generation != generation {
                generation = reader.generation
                grouper.bytesMoved()
            }
            grouper.fields = FieldDecoder(bytes: reader.bytes)
            grouper.add(&record)
            if grouper.pendingSetCount >= setsPerBatch, grouper.finishedSetCount >= setsPerBatch {
                return grouper.takeFinished(keepingCurrent: true)
            }
        }
        isFinished = true
        return grouper.takeFinished(keepingCurrent: false)
    }

    /// Rows that should have been sets and were not, with why (at most `maximumListedSkips`).
    public var skippedRows: [SkippedRow] { grouper.skipped }
    /// Every row skipped so far, listed or not.
    public var skippedRowCount: Int { grouper.skippedCount }
    /// Strong rest-timer rows passed over so far.
    public var restTimerRows: Int { grouper.restTimerCount }
    /// Workouts with at least one set so far.
    public var workoutCount: Int { grouper.workoutsWithSets }
    /// Sets read so far.
    public var setCount: Int { grouper.setCount }
    /// The line of the file read up to, counting from 1: where an import stopped part way.
    public var line: Int { reader.line }
    /// The lines of the rest-timer rows so far (with `recordsLines`).
    var restTimerLines: [Int] { grouper.restTimerLines }
}
