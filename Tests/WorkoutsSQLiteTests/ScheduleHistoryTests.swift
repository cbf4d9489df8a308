import Foundation
import SchedulerContract
import Testing
import WorkoutsSQLite

@Test("Schedule history rows round-trip by name, NULLs included, and survive reopening the file")
func scheduleHistoryRoundTrip() throws {
    let database = try TemporaryDatabase()
    let path = database.path
    let history = try SQLiteScheduleHistory(path: path)
    #expect(try history.record(named: "weekly") == nil)
    let seen = ScheduleRecord(handledThrough: Date(timeIntervalSince1970: 1_000))
    try history.save(seen, named: "weekly")
    #expect(try history.record(named: "weekly") == seen)

    let ran = ScheduleRecord(
        handledThrough: Date(timeIntervalSince1970: 2_000), lastRunAt: Date(timeIntervalSince1970: 2_003.5), lastResult: "use-case-failed")
    try history.save(ran, named: "weekly")
    try history.save(seen, named: "nightly")
    let reopened = try SQLiteScheduleHistory(path: path)
    #expect(try reopened.record(named: "weekly") == ran)
    #expect(try reopened.record(named: "nightly") == seen)
}
