import FoundationEssentials
import Workouts

/// An `ExerciseRecordTracker` as `record_trackers.state` keeps it: a blob of little-endian
/// 64-bit words, read and written once per exercise per write transaction. (JSON, the
/// first format, cost an import of 100 MB a tenth of its time: an exercise's most-reps
/// marks run to hundreds. Schema version 13 (`loadTypedRecords`) rebuilt every tracker in a format
/// of this kind, and `exactRecordValues` in this one, with each mark's exact value.)
///
/// Words: format, formula, rep cap, load type; first and last session (present, start, workout); the
/// bests (count, then kind and mark each); the most reps (count, then weight and mark
/// each); the earlier sessions' best and the last session's volume (present, mark). A mark
/// is value in hundredths, exact value (its bits), set, workout, date; a date is the bits of its `timeIntervalSinceReferenceDate`,
/// so it reads back exactly.
enum StoredTracker {
    /// The first word of the format.
    private static let format: UInt64 = 0x6C69_6674_7472_6B33

    /// `tracker` as a blob.
    static func encoded(_ tracker: ExerciseRecordTracker) -> [UInt8] {
        var words: [UInt64] = [format]
        words.reserveCapacity(18 + 6 * tracker.bests.count + 6 * tracker.mostReps.count)
        let formula = OneRepMaxEstimate.Formula.allCases.firstIndex(of: tracker.estimate.formula) ?? 0
        let load = LoadType.allCases.firstIndex(of: tracker.load) ?? 0
        words += [UInt64(formula), UInt64(bitPattern: Int64(tracker.estimate.repCap)), UInt64(load)]
        for session in [tracker.firstSession, tracker.lastSession] {
            words += session.map { [1, $0.start.timeIntervalSinceReferenceDate.bitPattern, UInt64(bitPattern: $0.workout)] }
                ?? [0, 0, 0]
        }
        func append(_ mark: ExerciseRecordTracker.Mark) {
            words += [UInt64(bitPattern: mark.valueHundredths), mark.value.bitPattern, UInt64(bitPattern: mark.set),
                      UInt64(bitPattern: mark.workout), mark.date.timeIntervalSinceReferenceDate.bitPattern]
        }
        words.append(UInt64(tracker.bests.count))
        for (kind, mark) in tracker.bests.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            words.append(UInt64(RecordKind.allCases.firstIndex(of: kind) ?? 0))
            append(mark)
        }
        words.append(UInt64(tracker.mostReps.count))
        for (weight, mark) in tracker.mostReps.sorted(by: { $0.key < $1.key }) {
            words.append(UInt64(bitPattern: weight))
            append(mark)
        }
        for mark in [tracker.earlierSessionBest, tracker.lastSessionVolume] {
            if let mark {
                words.append(1)
                append(mark)
            } else {
                words.append(0)
            }
        }
        var bytes = [UInt8](repeating: 0, count: words.count * 8)
        bytes.withUnsafeMutableBytes { buffer in
            for (index, word) in words.enumerated() { buffer.storeBytes(of: word.littleEndian, toByteOffset: index * 8, as: UInt64.self) }
        }
        return bytes
    }

    /// The tracker in `bytes`; `nil` when they are not a tracker in this format.
    static func decoded(_ bytes: UnsafeRawBufferPointer) -> ExerciseRecordTracker? {
        var reader = WordReader(bytes: bytes)
        guard reader.next() == format, let formulaIndex = reader.count(below: OneRepMaxEstimate.Formula.allCases.count),
              let repCap = reader.next().map({ Int(Int64(bitPattern: $0)) }),
              let loadIndex = reader.count(below: LoadType.allCases.count) else { return nil }
        let estimate = OneRepMaxEstimate(formula: OneRepMaxEstimate.Formula.allCases[formulaIndex], repCap: repCap)
        guard let first = reader.session(), let last = reader.session(),
              let bestCount = reader.count(below: RecordKind.allCases.count + 1) else { return nil }
        var bests: [RecordKind: ExerciseRecordTracker.Mark] = [:]
        for _ in 0..<bestCount {
            guard let kind = reader.count(below: RecordKind.allCases.count), let mark = reader.mark() else { return nil }
            bests[RecordKind.allCases[kind]] = mark
        }
        guard let repsCount = reader.count(below: bytes.count / 48 + 1) else { return nil }
        var mostReps: [Int64: ExerciseRecordTracker.Mark] = Dictionary(minimumCapacity: repsCount)
        for _ in 0..<repsCount {
            guard let weight = reader.next(), let mark = reader.mark() else { return nil }
            mostReps[Int64(bitPattern: weight)] = mark
        }
        guard let earlier = reader.optionalMark(), let lastVolume = reader.optionalMark(), reader.isAtEnd else { return nil }
        return ExerciseRecordTracker(
            estimate: estimate, load: LoadType.allCases[loadIndex], firstSession: first, lastSession: last, bests: bests, mostReps: mostReps,
            earlierSessionBest: earlier, lastSessionVolume: lastVolume)
    }
}

/// Reads little-endian 64-bit words from a blob, front to back.
private struct WordReader {
    let bytes: UnsafeRawBufferPointer
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func next() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        defer { offset += 8 }
        return UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// A word read as a count or index, `nil` unless below `limit`.
    mutating func count(below limit: Int) -> Int? {
        guard let word = next(), word < UInt64(limit) else { return nil }
        return Int(word)
    }

    mutating func date() -> Date? {
        next().map { Date(timeIntervalSinceReferenceDate: Double(bitPattern: $0)) }
    }

    mutating func mark() -> ExerciseRecordTracker.Mark? {
        guard let value = next(), let exact = next(), let set = next(), let workout = next(), let date = date() else { return nil }
        return ExerciseRecordTracker.Mark(valueHundredths: Int64(bitPattern: value), value: Double(bitPattern: exact),
                                          set: Int64(bitPattern: set),
                                          workout: Int64(bitPattern: workout), date: date)
    }

    /// A session after its present flag: `.some(nil)` when absent, `nil` when the blob ends early.
    mutating func session() -> SessionKey?? {
        guard let present = next(), let start = date(), let workout = next() else { return nil }
        return .some(present == 1 ? SessionKey(start: start, workout: Int64(bitPattern: workout)) : nil)
    }

    /// A mark after its present flag: `.some(nil)` when absent, `nil` when the blob ends early.
    mutating func optionalMark() -> ExerciseRecordTracker.Mark?? {
        guard let present = next() else { return nil }
        guard present == 1 else { return .some(nil) }
        return mark().map { .some($0) }
    }
}
