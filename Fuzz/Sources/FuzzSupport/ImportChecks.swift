import Foundation
import Workouts
import ZoneInfo

/// Runs one importer on fuzzed rows and checks what it yields. The first input byte chooses
/// how: bit 7 set means the rest is a whole file (header included, so header sniffing is
/// fuzzed too), else the rest are rows under one of the format's headers (bits 0–1); bits
/// 2–3 choose the time zone, bit 4 the unit of Strong's comma export.
public enum ImportChecks {
    /// The instant every fuzzed import runs at, so runs repeat exactly.
    static let now = Date(timeIntervalSince1970: 1_780_000_000)

    /// Zones with the quirks that matter: none, an hour of DST, DST in the other hemisphere
    /// by half an hour, and a zone far ahead of UTC.
    static let zones: [Zone] = ["UTC", "Europe/Berlin", "Australia/Lord_Howe", "Pacific/Kiritimati"].map {
        do { return try ZoneDirectory.system.zone(named: $0) } catch { fatalError("the time zone \($0): \(error)") }
    }

    /// Imports `bytes` (selector byte first) under one of `headers`, expecting `format` when
    /// the header is the format's own, and checks the result.
    public static func check(_ bytes: [UInt8], headers: [String], format: ExportFormat) {
        guard let selector = bytes.first else { return }
        let wholeFile = selector & 0x80 != 0
        let settings = ImportSettings(
            timeZone: zones[Int(selector >> 2) & 3],
            strongClassicUnit: selector & 0x10 != 0 ? .pounds : .kilograms, now: now)
        let header = wholeFile ? [] : Array(headers[Int(selector & 3) % headers.count].utf8)
        let contents = header + bytes.dropFirst()
        let parsed: ParsedExport
        do {
            parsed = try ExportParser.parse(contents, settings: settings)
        } catch {
            invariant(wholeFile, "the \(format.rawValue) header is refused: \(error)")
            invariant(!error.description.isEmpty, "a refused export gets a message")
            return
        }
        if !wholeFile {
            invariant(parsed.format == format, "the \(format.rawValue) header reads as \(parsed.format.rawValue)")
        }
        check(parsed, ranges: settings.ranges)
    }

    /// No workout or set outside `ValueRanges`, no empty workout, each skipped row named once
    /// with a reason, on a line after the header.
    static func check(_ parsed: ParsedExport, ranges: ValueRanges) {
        for workout in parsed.workouts {
            invariant(!workout.sets.isEmpty, "the workout \(workout.name) has no sets")
            if let violation = ranges.violation(in: workout) { invariant(false, "imported workout: \(violation)") }
            for set in workout.sets {
                if let violation = ranges.violation(in: set) { invariant(false, "imported set: \(violation)") }
                let duration = set.durationSeconds ?? 0
                invariant(duration.isFinite, "a set lasts \(duration) s")
            }
        }
        var lines = Set<Int>()
        for row in parsed.skippedRows {
            invariant(row.line >= 2, "a skipped row on line \(row.line), the header's or before")
            invariant(lines.insert(row.line).inserted, "line \(row.line) is skipped twice")
            invariant(!row.reason.isEmpty, "line \(row.line) is skipped with no reason")
        }
        invariant(parsed.restTimerRows >= 0, "\(parsed.restTimerRows) rest timers")
    }
}
