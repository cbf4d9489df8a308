import FoundationEssentials

/// Reads the bodyweights of an Apple Health `export.xml` as a stream: every
/// `<Record type="HKQuantityTypeIdentifierBodyMass">` (that exact type, not
/// `…BodyMassIndex`) with a `kg` or `lb` unit becomes a `BodyweightEntry` measured at its
/// `startDate`. A record with another unit, an unreadable value or date, or a value outside
/// `ValueRanges.bodyweight` is skipped and listed with its line.
public struct AppleHealthBodyMassReader {
    /// The record type read.
    public static let bodyMassType = "HKQuantityTypeIdentifierBodyMass"
    /// The `source` of the entries read.
    public static let source = "apple-health"

    private var scanner: XMLTagScanner
    private let now: Date
    private let maximumListedSkips: Int
    /// The records skipped (the first `maximumListedSkips` of them), with why.
    public private(set) var skipped: [SkippedRow] = []
    /// How many records were skipped in all.
    public private(set) var skippedCount = 0
    /// How many body-mass records were read in all.
    public private(set) var recordsRead = 0
    private var sawHealthData = false

    /// A reader of `source`, checking dates against `now`.
    public init(source: any ByteSource, now: Date, maximumListedSkips: Int = 100) {
        scanner = XMLTagScanner(source: source)
        self.now = now
        self.maximumListedSkips = maximumListedSkips
    }

    /// The next at most `limit` entries, or `nil` once the document is read; throws when it
    /// is not an Apple Health export or not well formed.
    public mutating func nextBatch(limit: Int = 5_000) throws(ImportError) -> [BodyweightEntry]? {
        var entries: [BodyweightEntry] = []
        while entries.count < limit, let (tag, line) = try scanner.nextStartTag() {
            guard sawHealthData else {
                let attributes = try XMLAttributes(tag: tag, line: line)
                guard attributes.element == "HealthData" else {
                    throw .malformed(line: line, "<\(attributes.element)> is not an Apple Health export's <HealthData>")
                }
                sawHealthData = true
                continue
            }
            guard tag.starts(with: Array("Record".utf8)), tag.count > 6,
                  tag[6] == 0x20 || tag[6] == 0x09 || tag[6] == 0x0A || tag[6] == 0x0D else { continue }
            let attributes = try XMLAttributes(tag: tag, line: line)
            guard attributes["type"] == Self.bodyMassType else { continue }
            recordsRead += 1
            switch entry(attributes) {
            case .success(let entry): entries.append(entry)
            case .failure(let problem): skip(line: line, problem.reason)
            }
        }
        if entries.isEmpty {
            guard sawHealthData else { throw .malformed(line: 1, "no <HealthData> element: not an Apple Health export.xml") }
            return nil
        }
        return entries
    }

    private struct Problem: Error { let reason: String }

    private func entry(_ attributes: XMLAttributes) -> Result<BodyweightEntry, Problem> {
        let unitText = attributes["unit"] ?? ""
        guard let unit = WeightUnit(spelling: unitText) else {
            return .failure(Problem(reason: "unit '\(unitText)' is not kg or lb"))
        }
        let valueText = attributes["value"] ?? ""
        guard let value = DecimalText.value(valueText) else {
            return .failure(Problem(reason: "value '\(valueText)' is not a number"))
        }
        let dateText = attributes["startDate"] ?? ""
        guard let date = Self.instant(dateText) else {
            return .failure(Problem(reason: "startDate '\(dateText)' is not a time like 2024-05-01 07:30:00 +0200"))
        }
        let entry = BodyweightEntry(measuredAt: date, kilograms: unit.kilograms(value), source: Self.source)
        if let violation = ValueRanges(now: now).violation(in: entry) {
            return .failure(Problem(reason: violation.description))
        }
        return .success(entry)
    }

    private mutating func skip(line: Int, _ reason: String) {
        skippedCount += 1
        if skipped.count < maximumListedSkips { skipped.append(SkippedRow(line: line, reason: reason)) }
    }

    /// Reads Apple's `2024-05-01 07:30:00 +0200` as strictly as `InstantText` reads times
    /// (a day the month has, second 0–59, an offset within ±18:00); nil otherwise.
    static func instant(_ text: String) -> Date? {
        var bytes = Array(text.utf8)
        // The one space between the time and its offset is what sets Apple's form apart.
        guard bytes.count == 25, bytes[19] == UInt8(ascii: " ") else { return nil }
        bytes.remove(at: 19)
        return InstantText.instant(String(decoding: bytes, as: UTF8.self))
    }
}
