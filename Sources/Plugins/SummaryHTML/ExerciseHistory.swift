import Foundation
import Workouts

/// What a build remembers of an exercise's page so the next one reads only the sets from
/// the exercise's last week on: the page's rows of the weeks before it (`ExerciseRows`) and
/// the records fed up to it, with the fingerprint of those weeks' sets. When that fingerprint still holds,
/// the next page goes on from here; otherwise it is made from every set again.
struct ExerciseHistory: Codable, Equatable {
    /// The version of the notes this build writes and reads; a note of another version is
    /// not one (the page is made from every set again). 2: `earlierFingerprint` is the
    /// weeks' fingerprints added up (`fingerprint(of:)`), not a hash of them.
    static let version = 2

    /// The version of the note.
    var version = Self.version
    /// The exercise's last week with stored sets when this was made.
    var lastWeek: String
    /// The fingerprint of the exercise's sets in the weeks before `lastWeek`.
    var earlierFingerprint: String
    /// The page's recent rows of the weeks before `lastWeek`, one line each (`line(of:)`).
    var earlierRows: String
    /// The table's rendered rows of the weeks before those, newest first.
    var olderTable = ""
    /// The records fed every set of the weeks before `lastWeek`.
    var records: SiteRecordFeed

    /// The history of an exercise whose last week is `lastWeek`, the weeks before it
    /// fingerprinted `earlierFingerprint`, holding `rows` and `records`.
    init(lastWeek: String, earlierFingerprint: String, rows: ExerciseRows, records: SiteRecordFeed) {
        self.lastWeek = lastWeek
        self.earlierFingerprint = earlierFingerprint
        earlierRows = Self.text(of: rows.recent)
        olderTable = rows.olderTable
        self.records = records
    }

    private enum CodingKeys: String, CodingKey {
        case version, lastWeek, earlierFingerprint, earlierRows, records
    }

    /// The history a note holds (`note`); nil when it is not one.
    init?(note: Data) {
        let bytes = [UInt8](note)
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")),
              var history = try? JSONDecoder().decode(Self.self, from: Data(bytes[..<end])),
              history.version == Self.version else { return nil }
        history.olderTable = String(decoding: bytes[(end + 1)...], as: UTF8.self)
        self = history
    }

    /// The note kept beside the site: one line of JSON, then the older table's lines as they
    /// are (JSON would escape every quote and slash of them).
    var note: Data {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return try encoder.encode(self) + Data(("\n" + olderTable).utf8)
        }
    }

    /// The rows it keeps; nil when its recent rows do not read back.
    var rows: ExerciseRows? {
        Self.rows(in: earlierRows).map { ExerciseRows(recent: $0, olderTable: olderTable) }
    }

    /// The fingerprint of an exercise's sets in the weeks before its last as a note keeps it.
    static func fingerprint(of earlier: SetFingerprintTotal) -> String {
        "\(earlier.countedSets)\t\(earlier.digest)"
    }

    /// `rows` as lines of text, each `line(of:)`.
    static func text(of rows: [ExerciseTrendWeek]) -> String {
        rows.map { line(of: $0) + "\n" }.joined()
    }

    /// The rows in `text`; nil when a line is not one `line(of:)` makes.
    static func rows(in text: String) -> [ExerciseTrendWeek]? {
        var rows: [ExerciseTrendWeek] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7, let week = WeekIdentifier(fields[0]) else { return nil }
            var row = ExerciseTrendWeek(week: week)
            guard let sets = optional(fields[1], Int.init), let reps = optional(fields[2], Int.init),
                  let volume = optional(fields[3], Double.init), let estimate = optional(fields[4], Double.init),
                  let weight = optional(fields[5], Double.init), let topReps = optional(fields[6], Int.init),
                  (weight == nil) == (topReps == nil) else { return nil }
            row.sets = sets
            row.reps = reps
            row.volumeKilograms = volume
            row.estimatedMaxKilograms = estimate
            if let weight, let topReps { row.topSet = TopSet(weightKilograms: weight, reps: topReps) }
            rows.append(row)
        }
        return rows
    }

    /// A row as one line: the week, then sets, reps, volume, estimate, top set's weight and
    /// reps, `-` for a value the week has none of; numbers as Swift writes them, so they read back exactly.
    static func line(of row: ExerciseTrendWeek) -> String {
        func text<Value>(_ value: Value?) -> String { value.map { "\($0)" } ?? "-" }
        return [row.week.description, text(row.sets), text(row.reps), text(row.volumeKilograms),
                text(row.estimatedMaxKilograms), text(row.topSet?.weightKilograms), text(row.topSet?.reps)]
            .joined(separator: " ")
    }

    /// `field` read by `parse`: `.some(nil)` for `-`, nil when it does not parse.
    private static func optional<Value>(_ field: String, _ parse: (String) -> Value?) -> Value?? {
        if field == "-" { return .some(nil) }
        return parse(field).map { .some($0) }
    }
}
