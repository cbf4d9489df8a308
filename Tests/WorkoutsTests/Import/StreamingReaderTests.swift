import ChildProcessTesting
import Foundation
import SampleExports
import Testing
@testable import Workouts
import ZoneInfo

private let utc = ImportSettings(timeZone: .utc, now: importInstant)

/// A Strong classic export with the quirks a buffer boundary can cut: a byte-order mark,
/// CRLF line ends, blank lines, notes holding line breaks (LF and CRLF), doubled quotes,
/// a multi-byte character, and a last row cut off inside its quoted note.
private let quirky = Array("\u{FEFF}".utf8) + Array((
    "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\r\n"
    + "2025-09-16 07:00:00,\"Push, heavy\",30m,Bench Press (Barbell),1,100,5,0,0,\"one\r\ntwo \"\"2\"\"\nthree\",\"w\"\"n\",8\r\n"
    + "\r\n\n"
    + "2025-09-16 07:00:00,\"Push, heavy\",30m,Bench Press (Barbell),2,100,5,0,0,\"\"\"\",,\r\n"
    + "2025-09-16 07:00:00,\"Push, heavy\",30m,Bench Press (Barbell),Rest Timer,0,0,0,90,,,\r\n"
    + "2025-09-17 07:00:00,Légs,1h 2m,Squat (Barbell),1,140,3,0,0,é ✓,,\r\n"
    + "2025-09-17 07:00:00,Légs,1h 2m,Squat (Barbell),2,abc,3,0,0,,,\r\n"
    + "2025-09-17 07:00:00,Légs,1h 2m,Squat (Barbell),3,140,3,0,0,\"cut \n off"
).utf8)

private let interleaved = interleavedWorkoutsExport

/// Everything a parse produced, to compare two parses.
private struct Outcome: Equatable {
    let format: ExportFormat
    let workouts: [Workout]
    let skippedRows: [SkippedRow]
    let restTimerRows: Int
    let setLines: [[Int]]
    let restTimerLines: [Int]

    init(_ parsed: ParsedExport) {
        format = parsed.format
        workouts = parsed.workouts
        skippedRows = parsed.skippedRows
        restTimerRows = parsed.restTimerRows
        setLines = parsed.setLines
        restTimerLines = parsed.restTimerLines
    }
}

private func fixtureBytes(_ name: String) throws -> [UInt8] { Array(try FixtureExports.contents(name)) }

/// The buffer sizes, from 1 byte to the whole of `bytes`, through which `bytes` parse
/// otherwise than whole. A parse per size makes this the slowest of the import tests, so
/// the tests run it off Swift's cooperative pool (`offPool`), which other tests need.
private func buffersParsingDifferently(_ bytes: [UInt8]) throws -> [Int] {
    let whole = Outcome(try ExportParser.parse(bytes, settings: utc))
    return try (1...bytes.count).filter { size in
        let parsed = try ExportParser.parse(source: MemoryByteSource(bytes, maximumRead: size), settings: utc, bufferSize: size)
        return Outcome(parsed) != whole
    }
}

@Suite("Reading an export a buffer at a time")
struct StreamingReaderTests {
    @Test("Read through a buffer of every size from 1 byte to the whole file, each fixture parses as it does whole",
          arguments: FixtureExports.all)
    func everyBufferSize(file: String) async throws {
        let bytes = try fixtureBytes(file)
        let differing = try await offPool { try buffersParsingDifferently(bytes) }
        #expect(differing.isEmpty, "buffer sizes in bytes whose parse differs from the whole file's: \(differing)")
    }

    @Test("Notes with line breaks, CRLF, blank lines, a byte-order mark and a cut-off last row parse the same at every buffer size")
    func quirksAtEveryBufferSize() async throws {
        let whole = try ExportParser.parse(quirky, settings: utc)
        #expect(whole.workouts.map(\.name) == ["Push, heavy", "Légs"])
        #expect(whole.workouts.first?.sets.map(\.notes) == ["one\r\ntwo \"2\"\nthree", "\""])
        #expect(whole.workouts.first?.notes == "w\"n")
        #expect(whole.workouts.last?.sets.map(\.notes) == ["é ✓"])
        #expect(whole.setLines == [[2, 7], [9]])
        #expect(whole.restTimerLines == [8])
        #expect(whole.skippedRows.map(\.line) == [10, 11])
        #expect(whole.skippedRows.last?.reason == "cut off: the file ends inside a quoted field")
        let differing = try await offPool { try buffersParsingDifferently(quirky) }
        #expect(differing.isEmpty, "buffer sizes in bytes whose parse differs from the whole file's: \(differing)")
    }

    @Test("Handed out one set at a time, interleaved workouts are joined again as the whole file reads them")
    func interleavedWorkoutsInSmallBatches() throws {
        let whole = try ExportParser.parse(interleaved, settings: utc)
        #expect(whole.workouts.map(\.name) == ["A", "B"])
        #expect(whole.workouts.map(\.sets.count) == [4, 2])
        for size in [1, 7, 64, interleaved.count] {
            let parsed = try ExportParser.parse(
                source: MemoryByteSource(interleaved, maximumRead: size), settings: utc, bufferSize: size, setsPerBatch: 1)
            #expect(Outcome(parsed) == Outcome(whole), "buffer of \(size) bytes")
        }
    }

    @Test("A piece continuing a workout handed out earlier counts that workout's earlier sets of each exercise")
    func continuationCountsEarlierSets() throws {
        let reader = try ExportReader(source: MemoryByteSource(interleaved), settings: utc)
        var pieces: [ImportedWorkout] = []
        while let batch = try reader.nextBatch(setsPerBatch: 1) { pieces += batch }
        let continuing = pieces.filter { !$0.earlierSets.isEmpty }
        #expect(!continuing.isEmpty)
        for piece in pieces {
            let before = pieces.prefix { $0 != piece }.filter { $0.number == piece.number }
            var counts: [String: Int] = [:]
            for set in before.flatMap(\.workout.sets) { counts[set.exercise, default: 0] += 1 }
            #expect(piece.earlierSets == counts.filter { piece.workout.sets.map(\.exercise).contains($0.key) },
                    "piece of workout \(piece.number)")
        }
        #expect(reader.workoutCount == 2 && reader.setCount == 6)
    }

    @Test("A row longer than the reader's limit is refused with its line")
    func rowTooLong() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let note = String(repeating: "n", count: CSVRecordReader.maximumRecordLength)
        let bytes = Array((header + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,,,\n"
            + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5,0,0,\"\(note)\",,\n").utf8)
        #expect(throws: ImportError.rowTooLong(line: 3, limit: CSVRecordReader.maximumRecordLength)) {
            _ = try ExportParser.parse(source: MemoryByteSource(bytes), settings: utc, bufferSize: 1 << 16)
        }
    }

    @Test("A row of over 64 KiB reads whole")
    func longRow() throws {
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let note = String(repeating: "long note, \"quoted\"\n", count: 5_000)
        let quoted = "\"" + note.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        let bytes = Array((header + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\(quoted),,\n").utf8)
        #expect(bytes.count > 65_536)
        let parsed = try ExportParser.parse(source: MemoryByteSource(bytes, maximumRead: 4_096), settings: utc, bufferSize: 4_096)
        #expect(parsed.workouts.first?.sets.map(\.notes) == [note])
    }
}
