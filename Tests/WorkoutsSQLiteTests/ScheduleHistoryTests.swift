import Foundation
import Testing
import WorkoutsSQLite

@Test("Schedule history rows round-trip by name, NULLs included, and survive reopening the file")
func scheduleHistoryRoundTrip() throws {
    let database = try TemporaryDatabase()
    let history = try SQLiteScheduleHistory(path: database.path)
    #expect(try history.entry(named: "weekly") == nil)
    let seen = SQLiteScheduleHistory.Entry(handledThrough: Date(timeIntervalSince1970: 1_000))
    try history.save(seen, named: "weekly")
    #expect(try history.entry(named: "weekly") == seen)

    let ran = SQLiteScheduleHistory.Entry(
        handledThrough: Date(timeIntervalSince1970: 2_000), lastRunAt: Date(timeIntervalSince1970: 2_003.5), lastResult: "use-case-failed")
    try history.save(ran, named: "weekly")
    try history.save(seen, named: "nightly")
    let reopened = try SQLiteScheduleHistory(path: database.path)
    #expect(try reopened.entry(named: "weekly") == ran)
    #expect(try reopened.entry(named: "nightly") == seen)
}
