import Foundation
import Testing
@testable import Workouts
import ZoneInfo

/// The date field `text` read as the importers read it.
private func read(_ text: String) -> Result<LocalDateTime, DateTextProblem> {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
        FieldDecoder(bytes: buffer).localDateTime(CSVField(start: 0, end: buffer.count, hasDoubledQuotes: false))
    }
}

private func reading(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0) -> LocalDateTime {
    LocalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
}

/// The spaces exports put before `AM`/`PM`: a space, a no-break space, a narrow no-break space.
private let meridiemSeparators = ["\u{20}", "\u{A0}", "\u{202F}"]

@Test("24-hour times are read as before", arguments: [
    ("2024-11-28 17:36:08", reading(2024, 11, 28, 17, 36, 8)),
    ("2024-11-28T17:36", reading(2024, 11, 28, 17, 36)),
    ("2024-11-28", reading(2024, 11, 28, 0, 0)),
    ("15 Sep 2025, 07:48", reading(2025, 9, 15, 7, 48)),
    ("2 Oct 2025, 0:05", reading(2025, 10, 2, 0, 5)),
])
func twentyFourHourTimes(text: String, expected: LocalDateTime) {
    #expect(read(text) == .success(expected))
}

@Test("12-hour times are read with a space, a no-break space or a narrow no-break space before AM or PM",
      arguments: meridiemSeparators)
func twelveHourSeparators(separator: String) {
    #expect(read("2024-11-28 5:36:08\(separator)PM") == .success(reading(2024, 11, 28, 17, 36, 8)))
    #expect(read("2024-11-28 5:36\(separator)AM") == .success(reading(2024, 11, 28, 5, 36)))
    #expect(read("2024-11-28 05:36\(separator)PM") == .success(reading(2024, 11, 28, 17, 36)))
    #expect(read("16 Sep 2025, 6:05\(separator)PM") == .success(reading(2025, 9, 16, 18, 5)))
}

@Test("12 AM is the hour after midnight and 12 PM the hour after noon", arguments: [
    ("12:00 AM", 0, 0, 0), ("12:59:59 AM", 0, 59, 59), ("1:00 AM", 1, 0, 0), ("11:59 AM", 11, 59, 0),
    ("12:00 PM", 12, 0, 0), ("12:30:15 PM", 12, 30, 15), ("1:00 PM", 13, 0, 0), ("11:59:59 PM", 23, 59, 59),
])
func twelveOClock(time: String, hour: Int, minute: Int, second: Int) {
    #expect(read("2024-03-06 \(time)") == .success(reading(2024, 3, 6, hour, minute, second)))
}

@Test("AM and PM are read in any case", arguments: ["pm", "Pm", "pM", "PM"])
func meridiemCase(meridiem: String) {
    #expect(read("2024-03-06 6:15 \(meridiem)") == .success(reading(2024, 3, 6, 18, 15)))
}

@Test("A 12-hour time whose hour is not 1 to 12 is refused, naming the hour and the meridiem", arguments: [
    ("2024-03-06 13:05 PM", 13, Meridiem.afterNoon), ("2024-03-06 0:30 AM", 0, .beforeNoon),
    ("2024-03-06 00:00\u{202F}AM", 0, .beforeNoon), ("2024-03-06 23:00\u{A0}PM", 23, .afterNoon),
    ("16 Sep 2025, 18:05 PM", 18, .afterNoon),
])
func hourOffTheTwelveHourClock(text: String, hour: Int, meridiem: Meridiem) {
    #expect(read(text) == .failure(.hourOffTwelveHourClock(hour: hour, meridiem: meridiem)))
}

@Test("The reason for an hour off the 12-hour clock says what is wrong and what is allowed")
func twelveHourReason() {
    #expect(DateTextProblem.hourOffTwelveHourClock(hour: 13, meridiem: .afterNoon).reason
        == "has hour 13 before PM; a 12-hour time's hour runs from 1 to 12")
}

@Test("Text that is not a time, or not a meridiem after one, is not a date", arguments: [
    "2024-03-06 6:15PM", "2024-03-06 6:15  PM", "2024-03-06 6:15\tPM", "2024-03-06 6:15\u{2009}PM",
    "2024-03-06 6:15 XM", "2024-03-06 6:15 P", "2024-03-06 6:15 PMX", "2024-03-06 6:15 A.M.",
    "2024-03-06 6:15 PM PM", "2024-03-06 12:60 PM", "2024-03-06 25:00", "2024-02-30 10:00 AM", "2024-03-06 PM",
    "2024-03-06 10:00:60", "2024-03-06 6:15:60 PM",
])
func notATime(text: String) {
    #expect(read(text) == .failure(.notADate))
}

@Test("A row with an hour off the 12-hour clock is skipped with the field, its text and the reason")
func twelveHourSkippedRow() throws {
    let parsed = try ExportParser.parse(text: """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE
        2024-03-06 13:05 PM,A,30m,Squat (Barbell),1,100,5,0,0,
        2024-03-06 1:05 PM,A,30m,Squat (Barbell),1,100,5,0,0,
        """, settings: ImportSettings(timeZone: .utc, now: importInstant))
    #expect(parsed.skippedRows == [SkippedRow(
        line: 2, reason: "Date: '2024-03-06 13:05 PM' has hour 13 before PM; a 12-hour time's hour runs from 1 to 12")])
    #expect(parsed.workouts.first?.start == reading(2024, 3, 6, 13, 5).date(in: .utc))
}

@Test("Hevy's 12-hour end time sets the workout's end")
func hevyTwelveHourEnd() throws {
    let parsed = try ExportParser.parse(text: """
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"
        "Push","16 Sep 2025, 11:50\u{202F}AM","16 Sep 2025, 12:40\u{202F}PM","","Bench Press (Barbell)",,"",0,"normal",80,8,,,
        """, settings: ImportSettings(timeZone: .utc, now: importInstant))
    let workout = try #require(parsed.workouts.first)
    #expect(workout.start == reading(2025, 9, 16, 11, 50).date(in: .utc))
    #expect(workout.end == reading(2025, 9, 16, 12, 40).date(in: .utc))
}
