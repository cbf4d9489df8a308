import Foundation
import Testing
@testable import Workouts
import ZoneInfo

private let utc = ImportSettings(timeZone: .utc, now: importInstant)
private let classicHeader = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
private let legacyHeader = "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes\n"

private func parse(_ text: String, _ settings: ImportSettings = utc) throws -> ParsedExport {
    try ExportParser.parse(text: text, settings: settings)
}

@Test("Quotes, commas and line breaks inside notes survive, and later line numbers stay right")
func notesWithQuotesAndNewlines() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,"Push","1h 3m","Bench Press (Barbell)",1,100,5,0,0,"said ""hi"", then
        left",,
        2024-01-01 10:00:00,"Push","1h 3m","Bench Press (Barbell)",x,100,5,0,0,,,
        """)
    let set = try #require(parsed.workouts.first?.sets.first)
    #expect(set.notes == "said \"hi\", then\nleft")
    #expect(parsed.workouts.first?.end == parsed.workouts.first.map { $0.start + 3_780 })
    #expect(parsed.skippedRows.map(\.line) == [4])
    #expect(parsed.skippedRows.first?.reason.contains("Set Order") == true)
}

@Test("Strong legacy: decimal commas, and kg and lbs mixed row by row")
func legacyMixedUnits() throws {
    let parsed = try parse(legacyHeader + """
        2024-01-02 10:00:00;Legs;Squat (Barbell);1;62,5;kg;5;;;;;;
        2024-01-02 10:00:00;Legs;Squat (Barbell);2;135;lbs;5;8,5;;;;;
        """)
    #expect(parsed.format == .strongLegacy)
    let sets = try #require(parsed.workouts.first?.sets)
    #expect(sets.map(\.weightKilograms) == [62.5, 135 * 0.45359237])
    #expect(sets[1].rpe == 8.5)
}

@Test("Float noise from unit conversions is rounded back to the intended number")
func floatNoise() throws {
    let settings = ImportSettings(timeZone: .utc, strongClassicUnit: .pounds, now: importInstant)
    let parsed = try parse(classicHeader + "2024-01-01 10:00:00,A,31m,Squat (Barbell),1,149.99999999999997,13.0,0,0,,,\n", settings)
    #expect(parsed.workouts.first?.sets.first?.weightKilograms == 150 * 0.45359237)
    #expect(parsed.workouts.first?.sets.first?.reps == 13)
}

@Test("Empty weights are bodyweight sets; timed sets are kept; empty sets are skipped")
func emptyWeightsAndTimedSets() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,A,31m,Pull Up,1,,8,0,0,,,
        2024-01-01 10:00:00,A,31m,Plank,1,0,0,0,60,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),2,100,0,0,0,,,
        """)
    let sets = try #require(parsed.workouts.first?.sets)
    #expect(sets.count == 2)
    #expect(sets[0].weightKilograms == nil && sets[0].reps == 8)
    #expect(sets[1].durationSeconds == 60 && sets[1].reps == 0)
    #expect(parsed.skippedRows.map(\.line) == [4])
}

@Test("A truncated last line is skipped and reported with its line number", arguments: [
    "2024-01-01 10:00:00,A,31m,Squat (Barbell),2,10",
    "2024-01-01 10:00:00,A,31m,\"Squat (Barb",
])
func truncatedLastLine(lastLine: String) throws {
    let parsed = try parse(classicHeader + "2024-01-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,,,\n" + lastLine)
    #expect(parsed.setCount == 1)
    #expect(parsed.skippedRows.map(\.line) == [3])
    #expect(parsed.skippedRows.first?.reason.contains("cut off") == true)
}

@Test("Rest timer rows are skipped and set orders W, D and F map to kinds")
func restTimerAndKinds() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,A,31m,Squat (Barbell),W,60,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),Rest Timer,0,0,0,90,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),D,80,8,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),F,100,3,0,0,,,
        """)
    #expect(parsed.workouts.first?.sets.map(\.kind) == [.warmUp, .normal, .drop, .failure])
    #expect(parsed.skippedRows == [])
    #expect(parsed.restTimerRows == 1)
}

@Test("Bad values are skipped with the field and line named; the rest is kept")
func badValuesNameTheField() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,A,31m,Squat (Barbell),1,abc,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),2,-5,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),3,100,5.5,0,0,,,
        2024-13-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),4,100,5,0,0,,,
        """)
    #expect(parsed.setCount == 1)
    #expect(parsed.skippedRows.map(\.line) == [2, 3, 4, 5])
    #expect(parsed.skippedRows[0].reason == "Weight: 'abc' is not a number")
    #expect(parsed.skippedRows[1].reason.contains("negative"))
    #expect(parsed.skippedRows[2].reason.hasPrefix("Reps:"))
    #expect(parsed.skippedRows[3].reason.hasPrefix("Date:"))
}

@Test("Hevy in pounds: weights convert and empty weights stay bodyweight")
func hevyPounds() throws {
    let parsed = try parse("""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"
        "Push","3 May 2025, 09:31","3 May 2025, 10:20","notes, with comma","Bench Press (Barbell)",,"",0,"normal",225,5,,,
        "Push","3 May 2025, 09:31","3 May 2025, 10:20","notes, with comma","Pull Up",,"",0,"dropset",,10,,,
        "Push","3 May 2025, 09:31","3 May 2025, 10:20","notes, with comma","Kettlebell Carry",,"",0,"normal",50,,1,,
        """)
    let workout = try #require(parsed.workouts.first)
    #expect(workout.notes == "notes, with comma")
    #expect(workout.sets.map(\.weightKilograms) == [225 * 0.45359237, nil, 50 * 0.45359237])
    #expect(workout.sets[1].kind == .drop)
    #expect(workout.sets[2].distanceMeters == 1_609.344)
}

@Test("FitNotes, both headers, with unquoted commas inside exercise names")
func fitNotes() throws {
    let modern = try parse("""
        Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time
        2020-03-01,Bench Press, Flat,Chest,100.0,kgs,5,,,
        2020-03-01,Running,Cardio,,,,5.0,km,0:25:00
        """)
    #expect(modern.format == .fitNotes)
    let sets = try #require(modern.workouts.first?.sets)
    #expect(sets.map(\.exercise) == ["Bench Press, Flat", "Running"])
    #expect(sets[1].distanceMeters == 5_000 && sets[1].durationSeconds == 1_500)
    let older = try parse("""
        Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time
        2020-03-02,Deadlift,Back,315,3,,,
        """)
    #expect(older.workouts.first?.sets.first?.weightKilograms == 315 * 0.45359237)
}

@Test("Rows of one workout are grouped even when separated by another workout's rows")
func groupingByStartAndName() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,,,
        2024-01-02 10:00:00,B,31m,Squat (Barbell),1,100,5,0,0,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),2,100,5,0,0,,,
        """)
    #expect(parsed.workouts.map(\.sets.count) == [2, 1])
}

@Test("Local times are read in the configured time zone")
func timeZoneOfLocalTimes() throws {
    let berlin = try ZoneDirectory.system.zone(named: "Europe/Berlin")
    let parsed = try parse(classicHeader + "2024-07-01 10:00:00,A,31m,Squat (Barbell),1,100,5,0,0,,,\n", ImportSettings(timeZone: berlin, now: importInstant))
    #expect(parsed.workouts.first?.start == LocalDateTime(year: 2024, month: 7, day: 1, hour: 8).date(in: .utc))
}

@Test("A header no importer knows is refused, naming the header")
func unknownHeader() {
    #expect(throws: ImportError.unrecognizedHeader("a,b,c")) { try parse("a,b,c\n1,2,3\n") }
    #expect(throws: ImportError.empty) { try parse("\n\n") }
}

@Test("A workout whose rows were all skipped is not a workout")
func workoutWithoutSets() throws {
    let parsed = try parse(classicHeader + """
        2024-01-01 10:00:00,A,31m,Squat (Barbell),Rest Timer,0,0,0,90,,,
        2024-01-01 10:00:00,A,31m,Squat (Barbell),1,-100,5,0,0,,,
        2024-01-02 10:00:00,B,31m,Squat (Barbell),1,100,5,0,0,,,
        """)
    #expect(parsed.workouts.map(\.name) == ["B"])
    #expect(parsed.skippedRows.map(\.line) == [3])
}

@Test("A weight column named in pounds reads as pounds spelt lb or lbs, in Hevy, Strong v6 and FitNotes headers",
      arguments: ["lb", "lbs"])
func poundHeadersEitherSpelling(spelling: String) throws {
    let hevy = try parse("""
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_\(spelling)","reps","distance_miles","duration_seconds","rpe"
        "Push","3 May 2025, 09:31","3 May 2025, 10:20","","Bench Press (Barbell)",,"",0,"normal",225,5,,,
        """)
    #expect(hevy.workouts.first?.sets.map(\.weightKilograms) == [225 * 0.45359237])
    let strong = try parse("""
        "Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (\(spelling))";"Reps";"RPE";"Distance (miles)";"Seconds";"Notes";"Workout Notes"
        "1";"2025-01-10 17:40:00";"Upper";"3725";"Overhead Press (Barbell)";"1";"95";"5";"";"";"";"";""
        """)
    #expect(strong.format == .strongV6)
    #expect(strong.workouts.first?.sets.map(\.weightKilograms) == [95 * 0.45359237])
    let fitNotes = try parse("""
        Date,Exercise,Category,Weight (\(spelling)),Reps,Distance,Distance Unit,Time
        2020-03-02,Deadlift,Back,315,3,,,
        """)
    #expect(fitNotes.format == .fitNotes)
    #expect(fitNotes.workouts.first?.sets.first?.weightKilograms == 315 * 0.45359237)
}
