import Foundation
import Testing
import Workouts
import WorkoutsSQLite

@Test("A write still succeeds after a read when another connection wrote to the same file in between")
func readsLeaveNoSnapshotOpen() throws {
    let database = try TemporaryDatabase()
    let repository = try SQLiteWorkoutRepository(path: database.path)
    let history = try SQLiteScheduleHistory(path: database.path)
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    _ = try repository.insert(Workout(name: "Open", start: start))
    // A read that finds a row and does not step past it.
    #expect(try repository.workoutInProgress()?.name == "Open")
    try history.save(SQLiteScheduleHistory.Entry(handledThrough: start), named: "weekly")
    let summary = try repository.importWorkouts([Workout(name: "Imported", start: start + 86_400)])
    #expect(summary.workoutsAdded == 1)
}
