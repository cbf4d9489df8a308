import Foundation
import FuzzSupport
import Workouts

/// Fuzzes `AppleHealthBodyMassReader` (and `XMLTagScanner`, `XMLAttributes`) on the input
/// as an export.xml: no document traps; every bodyweight read lies within `ValueRanges`;
/// every record read is either an entry or skipped, the listed skips are at most the count,
/// in line order, each with a reason, on a line of the document; a refused document is
/// refused at one of its lines; and read in small pieces and small batches it reads the
/// same as at once.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHealthXML(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let lines = bytes.count { $0 == UInt8(ascii: "\n") } + 1
    let whole = HealthRead(bytes, maximumRead: .max, batch: 5_000)
    whole.check(lines: lines)
    let pieces = HealthRead(bytes, maximumRead: 1 + size % 13, batch: 1 + size % 3)
    invariant(pieces == whole, "read in pieces the document reads as \(pieces), at once as \(whole)")
    return 0
}

/// The instant dates are checked against, so runs repeat exactly.
private let now = Date(timeIntervalSince1970: 1_780_000_000)

/// What one reading of a document gave.
private struct HealthRead: Equatable, CustomStringConvertible {
    /// The entries, when the document was read to its end (a batch that throws loses its
    /// entries, so how many came before an error depends on the batch size).
    var entries: [BodyweightEntry] = []
    var error: ImportError?
    var skipped: [SkippedRow]
    var skippedCount: Int
    var recordsRead: Int

    init(_ bytes: [UInt8], maximumRead: Int, batch: Int) {
        var reader = AppleHealthBodyMassReader(
            source: MemoryByteSource(bytes, maximumRead: maximumRead), now: now, maximumListedSkips: 5)
        var entries: [BodyweightEntry] = []
        do {
            while let next = try reader.nextBatch(limit: batch) {
                invariant(!next.isEmpty && next.count <= batch, "a batch of \(next.count) entries, \(batch) asked for")
                for entry in next {
                    if let violation = ValueRanges(now: now).violation(in: entry) { invariant(false, "an entry read: \(violation)") }
                    invariant(entry.source == AppleHealthBodyMassReader.source, "an entry from \(entry.source)")
                }
                entries += next
            }
            self.entries = entries
        } catch {
            self.error = error
        }
        skipped = reader.skipped
        skippedCount = reader.skippedCount
        recordsRead = reader.recordsRead
    }

    var description: String {
        "\(error.map { "refused (\($0))" } ?? "\(entries.count) entries"), \(recordsRead) records, \(skippedCount) skipped"
    }

    func check(lines: Int) {
        invariant(skipped.count <= min(skippedCount, 5), "\(skipped.count) skips listed of \(skippedCount)")
        if error == nil {
            invariant(recordsRead == entries.count + skippedCount, "\(recordsRead) records read, \(self)")
        } else {
            invariant(recordsRead >= skippedCount, "\(recordsRead) records read, \(self)")
        }
        var previous = 1
        for row in skipped {
            invariant(row.line >= previous && row.line <= lines, "a skip on line \(row.line) of \(lines), after \(previous)")
            invariant(!row.reason.isEmpty, "the skip on line \(row.line) has no reason")
            previous = row.line
        }
        if case .malformed(let line, let reason) = error {
            invariant(line >= 1 && line <= lines, "refused on line \(line) of \(lines): \(reason)")
            invariant(!reason.isEmpty, "refused on line \(line) with no reason")
        } else if let error {
            invariant(false, "a document refused with \(error), not as malformed")
        }
    }
}
