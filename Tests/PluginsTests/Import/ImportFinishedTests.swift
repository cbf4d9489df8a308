import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("import-finished")
struct ImportFinishedTests {
    private static let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5000,0,0,\n"
    /// The reply to the first import of `csv`: one set added, the row of 5,000 reps skipped.
    private static let reply = ImportReply.imported(
        sets: 1, skippedRows: [SkippedRow(line: 3, reason: "Reps: reps must be between 0 and 1000; got 5000")])

    @Test("Every import emits import-finished with its counts, after the reply, and training-changed when it added sets; importing again counts what was there")
    func emitted() async throws {
        let harness = try TrainingHarness()
        try Data(Self.csv.utf8).write(to: try harness.importsFolder().appendingPathComponent("strong.csv"))
        #expect(harness.importer().emittedSignals.map { $0.wireName } == ["import-finished", "training-changed", "progression"])
        var store = harness.testStore([harness.importer()])
        await store.send(ImportFile(path: "strong.csv"), reply: Self.reply)
        await store.receive(ImportFinished(
            source: "strong.csv", format: "strong-classic", workoutsInFile: 1, setsInFile: 1, workoutsAdded: 1, setsAdded: 1,
            setsAlreadyPresent: 0, skippedRows: 1, failedWorkouts: 0))
        // It added a set, so the site is told; the second import adds none and tells nothing.
        await store.receive(TrainingChanged(cause: "import"))
        await store.send(ImportFile(csv: Self.csv), reply: ImportReply.imported(
            id: 2, sets: 1, workoutsAdded: 0, setsAlreadyPresent: 1, skippedRows: Self.reply.skippedRows))
        await store.receive(ImportFinished(
            source: "the streamed export", format: "strong-classic", workoutsInFile: 1, setsInFile: 1, workoutsAdded: 0,
            setsAdded: 0, setsAlreadyPresent: 1, skippedRows: 1, failedWorkouts: 0))
        store.finish()
    }

    @Test("A refused import throws, so it emits no import-finished")
    func refusedEmitsNothing() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        #expect(await store.sendExpectingFailure(ImportFile(csv: "Day,Lift\n1,2\n")) is TrainingError)
    }

    @Test("report-log notes import-finished in the log with its counts")
    func reportLogNotes() async throws {
        let harness = try TrainingHarness()
        let lines = LockedLines()
        var store = harness.testStore([harness.importer(), ReportLogUseCase()])
        await store.send(ImportFile(csv: Self.csv), reply: Self.reply)
        await store.receive(ImportFinished(source: "the streamed export", reply: Self.reply))
        await store.receive(TrainingChanged(cause: "import"))
        store.dependencies.logger = Logger { level, message, _ in lines.append("\(level.rawValue) \(message)") }
        await store.send(ImportFinished(source: ".inbox/a.csv", reply: Self.reply))
        store.finish()
        #expect(lines.all == ["5 import of .inbox/a.csv (strong-classic) finished: 1 of 1 workouts and 1 of 1 sets added, "
                                + "0 sets already stored, 1 rows skipped, 0 workouts failed"])
    }
}
