import Foundation
@testable import ZoneInfo

/// Builds TZif version 2 files byte by byte, so tests can write exactly the file they need,
/// good or bad.
struct TZifBuilder {
    struct LocalTimeType {
        var offset: Int32
        var isDaylightSaving: UInt8 = 0
        var abbreviationIndex: UInt8
    }

    var version: UInt8 = UInt8(ascii: "2")
    var transitions: [(instant: Int64, type: UInt8)] = []
    var types: [LocalTimeType] = []
    var abbreviations: [UInt8] = []
    var leapSecondCount = 0
    var indicatorCount: Int?
    var footer = "\n\n"
    /// Counts to write instead of the real ones, for lying headers.
    var countOverrides: [Int: UInt32] = [:]

    /// A file with `types` given as (offset, daylight saving, abbreviation) and transitions to
    /// type indices.
    init(types: [(Int32, Bool, String)], transitions: [(Int64, UInt8)] = [], footer: String? = nil) {
        for (offset, isDaylightSaving, name) in types {
            let index: UInt8
            if let found = abbreviationIndex(of: name) {
                index = found
            } else {
                index = UInt8(abbreviations.count)
                abbreviations += Array(name.utf8) + [0]
            }
            self.types.append(LocalTimeType(offset: offset, isDaylightSaving: isDaylightSaving ? 1 : 0, abbreviationIndex: index))
        }
        self.transitions = transitions.map { (instant: $0.0, type: $0.1) }
        if let footer { self.footer = "\n" + footer + "\n" }
    }

    private func abbreviationIndex(of name: String) -> UInt8? {
        let bytes = Array(name.utf8) + [0]
        guard bytes.count <= abbreviations.count else { return nil }
        for start in 0...(abbreviations.count - bytes.count)
        where Array(abbreviations[start..<(start + bytes.count)]) == bytes && (start == 0 || abbreviations[start - 1] == 0) {
            return UInt8(start)
        }
        return nil
    }

    var bytes: [UInt8] {
        var result = header(counts: [0, 0, 0, 0, 1, 1]) + [0, 0, 0, 0, 0, 0] + [0]
        let indicators = indicatorCount ?? types.count
        let counts = [indicators, indicators, leapSecondCount, transitions.count, types.count, abbreviations.count]
        result += header(counts: counts.enumerated().map { countOverrides[$0.offset] ?? UInt32($0.element) })
        for transition in transitions { result += bigEndian(UInt64(bitPattern: transition.instant), size: 8) }
        result += transitions.map(\.type)
        for type in types {
            result += bigEndian(UInt64(UInt32(bitPattern: type.offset)), size: 4) + [type.isDaylightSaving, type.abbreviationIndex]
        }
        result += abbreviations
        result += [UInt8](repeating: 0, count: leapSecondCount * 12)
        result += [UInt8](repeating: 0, count: indicators * 2)
        return result + Array(footer.utf8)
    }

    private func header(counts: [UInt32]) -> [UInt8] {
        Array("TZif".utf8) + [version] + [UInt8](repeating: 0, count: 15) + counts.flatMap { bigEndian(UInt64($0), size: 4) }
    }

    private func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
        (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// The zone these bytes make, or the error reading them gives.
    func zone(_ name: String = "Test/Zone") throws(ZoneInfoError) -> Zone {
        try Zone(identifier: name, tzif: bytes, file: "test:" + name)
    }
}

/// A temporary directory removed when the value is dropped at the end of a test.
final class ScratchDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("zoneinfo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to `name` (a relative path), creating its directories.
    func write(_ bytes: [UInt8], to name: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    var directory: ZoneDirectory { ZoneDirectory(path: path) }
}

/// Seconds since 1970 of a UTC date and time (from Foundation's calendar, not ZoneInfo's).
func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0) -> Int64 {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    return Int64(calendar.date(from: components)!.timeIntervalSince1970)
}

/// tzdata's zoneinfo directory, which the test run installs (Debian's tzdata package).
let systemZones = ZoneDirectory.system
