import Foundation
import Testing
@testable import Workouts
import ZoneInfo

@Test("Durations as exports write them", arguments: [
    ("31m", 1_860.0), ("1h 3m", 3_780), ("38min", 2_280), ("45s", 45), ("2134", 2_134), ("1:02:03", 3_723), ("0:25", 25),
])
func durations(text: String, seconds: Double) {
    #expect(ImportedDurationText.seconds(text) == seconds)
}

@Test("Text that is not a duration is refused", arguments: ["", "soon", "3 parsecs", "1:xx", "-5"])
func notDurations(text: String) {
    #expect(ImportedDurationText.seconds(text) == nil)
}

@Test("A byte-order mark, CRLF line ends and blank lines do not disturb parsing or line numbers")
func bomAndCarriageReturns() throws {
    let text = "\u{FEFF}Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\r\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,\r\n\r\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),x,100,5,0,0,\r\n"
    let parsed = try ExportParser.parse(text: text, settings: ImportSettings(timeZone: .utc, now: importInstant))
    #expect(parsed.format == .strongClassic)
    #expect(parsed.workouts.first?.sets.first?.exercise == "Squat (Barbell)")
    #expect(parsed.skippedRows.map(\.line) == [4])
}

@Test("Numbers: decimal points and commas, signs, many digits; junk is invalid")
func numbers() {
    func number(_ text: String) -> FieldDecoder.Number {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            FieldDecoder(bytes: buffer).number(CSVField(start: 0, end: buffer.count, hasDoubledQuotes: false))
        }
    }
    #expect(number(" 62,5 ") == .value(62.5))
    #expect(number("-2.25") == .value(-2.25))
    #expect(number("149.99999999999997") == .value(149.99999999999997))
    #expect(number("1e3") == .value(1_000))
    #expect(number("") == .empty)
    #expect(number("12kg") == .invalid)
    #expect(number("1.2.3") == .invalid)
    for text in ["0x50", "0X1p6", "inf", "-infinity", "1e400"] {
        #expect(number(text) == .invalid, "\(text)")
    }
}

@Test("A Strong row whose weight, reps or RPE is hexadecimal is skipped with its line, not stored as a number")
func hexadecimalRowsSkipped() throws {
    let text = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),2,0x50,5,0,0,\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),3,100,0x0a,0,0,\n"
        + "2024-01-01 10:00:00,A,31m,Squat (Barbell),4,100,5,0,0,0x8\n"
    let parsed = try ExportParser.parse(text: text, settings: ImportSettings(timeZone: .utc, now: importInstant))
    #expect(parsed.workouts.flatMap(\.sets).map(\.weightKilograms) == [100])
    #expect(parsed.skippedRows.map(\.line) == [3, 4, 5])
}

@Test("NaN, which spreadsheet and pandas exports write for a value never recorded, reads as an empty field")
func notANumberIsEmpty() {
    func number(_ text: String) -> FieldDecoder.Number {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            FieldDecoder(bytes: buffer).number(CSVField(start: 0, end: buffer.count, hasDoubledQuotes: false))
        }
    }
    #expect(number("NaN") == .empty)
    #expect(number(" nan ") == .empty)
    #expect(number("NAN") == .empty)
    #expect(number("NaNa") == .invalid)
    #expect(number("-NaN") == .invalid)
}

@Test("Local times in a daylight-saving change: a skipped one moves forward, a repeated one is the later")
func daylightSavingChanges() throws {
    let berlin = try ZoneDirectory.system.zone(named: "Europe/Berlin")
    let skipped = LocalDateTime(year: 2024, month: 3, day: 31, hour: 2, minute: 30).date(in: berlin)
    let before = LocalDateTime(year: 2024, month: 3, day: 31, hour: 1, minute: 30).date(in: berlin)
    #expect(skipped.timeIntervalSince(before) == 3_600)
    let repeated = LocalDateTime(year: 2024, month: 10, day: 27, hour: 2, minute: 30).date(in: berlin)
    let utcHour = Calendar(identifier: .iso8601).dateComponents(in: .gmt, from: repeated).hour
    #expect(utcHour == 1)
    let summer = LocalDateTime(year: 2024, month: 7, day: 1, hour: 12).date(in: berlin)
    #expect(summer == LocalDateTime(year: 2024, month: 7, day: 1, hour: 10).date(in: .utc))
}

@Test("A field's doubled quotes are undoubled as Foundation's replacingOccurrences undoubled them, by whole characters")
func doubledQuotesUndoubled() {
    for text in ["", "a\"\"b", "\"\"", "\"\"\"", "\"\"\"\"", "x\"\"\u{301}y", "\"\u{301}\"\"", "é\"\"ü", "\"\"\"\"\"\""] {
        let bytes = Array(text.utf8)
        let decoded = bytes.withUnsafeBufferPointer { buffer in
            FieldDecoder(bytes: buffer).string(CSVField(start: 0, end: buffer.count, hasDoubledQuotes: true))
        }
        let expected = text.replacingOccurrences(of: "\"\"", with: "\"")
        #expect(Array(decoded.unicodeScalars) == Array(expected.unicodeScalars), "\(text)")
    }
}
