import Foundation
import Testing
import Workouts
import ZoneInfo

private let v6Header = #""Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes""#
private let classicHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE"

private func parse(_ lines: [String], now: Date = importInstant) throws -> ParsedExport {
    try ExportParser.parse(text: lines.joined(separator: "\n") + "\n", settings: ImportSettings(timeZone: .utc, now: now))
}

@Test("A Strong v6 workout lasting 99999999999999999999 s is skipped row by row with its lines; the next one imports")
func endlessStrongV6Workout() throws {
    let parsed = try parse([
        v6Header,
        #""1";"2024-11-28 17:36:08";"B";"99999999999999999999";"Bent Over Row (Barbell)";"1";"10.0";"16";"";"";"";"";"""#,
        #""1";"2024-11-28 17:36:08";"B";"99999999999999999999";"Bent Over Row (Barbell)";"2";"10.0";"17";"";"";"";"";"""#,
        #""2";"2024-11-30 10:00:00";"C";"2134";"Squat (Barbell)";"1";"100";"5";"";"";"";"";"""#,
    ])
    #expect(parsed.workouts.map(\.name) == ["C"])
    #expect(parsed.workouts.first?.end == parsed.workouts.first.map { $0.start + 2_134 })
    #expect(parsed.skippedRows == [2, 3].map {
        SkippedRow(line: $0, reason: "Duration (sec): workout duration must be between 0 and 86400 s; got 1e+20 s")
    })
}

@Test("A row with a value out of range is skipped with its line and the column, range and value; the rest imports")
func outOfRangeRows() throws {
    let longName = String(repeating: "x", count: 201)
    let parsed = try parse([
        classicHeader,
        "2024-01-01 10:00:00,Push,1h,Bench Press (Barbell),1,100,5,0,0,,,8",
        "2024-01-01 10:00:00,Push,1h,Bench Press (Barbell),2,2000,5,0,0,,,",
        "2024-01-01 10:00:00,Push,1h,Bench Press (Barbell),3,100,9223372036854775807,0,0,,,",
        "2024-01-01 10:00:00,Push,1h,Bench Press (Barbell),4,100,5,0,0,,,11",
        "2024-01-01 10:00:00,Push,1h,Plank,1,,0,0,90000,,,",
        "2024-01-01 10:00:00,Push,1h,Run,1,,0,1001,0,,,",
        "2024-01-01 10:00:00,Push,1h,\(longName),1,100,5,0,0,,,",
        "2024-01-01 10:00:00,\(longName),1h,Squat (Barbell),1,100,5,0,0,,,",
        "1969-12-31 10:00:00,Old,1h,Squat (Barbell),1,100,5,0,0,,,",
        "2027-01-17 10:00:00,Future,1h,Squat (Barbell),1,100,5,0,0,,,",
        "2024-01-01 10:00:00,Push,1h,Bench Press (Barbell),5,1000,1000,0,0,,,",
    ])
    #expect(parsed.workouts.map(\.name) == ["Push"])
    #expect(parsed.workouts.first?.sets.map(\.reps) == [5, 1_000])
    #expect(parsed.skippedRows.map(\.line) == Array(3...11))
    let reasons = parsed.skippedRows.map(\.reason)
    #expect(reasons[0] == "Weight: weight must be between 0 and 1000 kg; got 2000 kg")
    #expect(reasons[1] == "Reps: reps must be between 0 and 1000; got 9223372036854775807")
    #expect(reasons[2] == "RPE: rpe must be between 1 and 10; got 11")
    #expect(reasons[3] == "Seconds: duration must be between 0 and 86400 s; got 90000 s")
    #expect(reasons[4] == "Distance: distance must be between 0 and 1000000 m; got 1001000 m")
    #expect(reasons[5] == "Exercise Name: exercise must be at most 200 bytes of UTF-8; got 201 bytes")
    #expect(reasons[6] == "Workout Name: workout name must be at most 200 bytes of UTF-8; got 201 bytes")
    #expect(reasons[7].hasPrefix("Date: workout start must be between 1970-01-01T00:00:00Z and 2027-01-16T08:00:00Z"))
    #expect(reasons[8].hasSuffix("(a day from now); got 2027-01-17T10:00:00Z"))
}

@Test("The latest date an import takes is a day after the now it is given")
func importNowIsInjected() throws {
    let lines = [classicHeader, "2027-01-17 10:00:00,Future,1h,Squat (Barbell),1,100,5,0,0,,,"]
    #expect(try parse(lines).workouts.isEmpty)
    #expect(try parse(lines, now: importInstant + 2 * 86_400).workouts.map(\.name) == ["Future"])
}
