import Foundation
import Testing
import Workouts
@testable import WorkoutsSQLite

@Test("A write still succeeds after a read when another connection wrote to the same file in between")
func readsLeaveNoSnapshotOpen() throws {
    let database = try TemporaryDatabase()
    let repository = try SQLiteWorkoutRepository(path: database.path)
    // A second connection, as the scheduler keeps one for its history.
    let scheduler = try SQLiteConnection.openMigrated(path: database.path)
    let start = Date(timeIntervalSince1970: 1_758_000_000)
    _ = try repository.insert(Workout(name: "Open", start: start))
    // A read that finds a row and does not step past it.
    #expect(try repository.workoutInProgress()?.name == "Open")
    try scheduler.run("INSERT INTO schedule_history (name, handled_through) VALUES ('weekly', \(start.timeIntervalSince1970))")
    let summary = try repository.importWorkouts([Workout(name: "Imported", start: start + 86_400)])
    #expect(summary.workoutsAdded == 1)
}
