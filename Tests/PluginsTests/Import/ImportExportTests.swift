import SampleExports
import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Test("Real sample: import reads a file from the import directory; a second import adds nothing", .realSampleTier)
func importTwice() async throws {
    let first = try await expectImportTwiceAddsNothing(SampleData.contents(SampleData.hevy), as: "hevy.csv")
    #expect(first.format == .hevy)
}

@Test("import takes the streamed export and the Strong classic unit from the signal, and says it read lb")
func importStreamed() async throws {
    let harness = try TrainingHarness()
    let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,225,5,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),Rest Timer,0,0,0,90,\n"
    var store = harness.testStore([harness.importer()])
    let reply = ImportReply.imported(sets: 1, restTimerRows: 1, assumedUnit: .pounds)
    #expect(reply.assumedUnits?.unit == "lb")
    #expect(reply.assumedUnits?.note.contains("import it with units=kg") == true)
    await store.send(ImportFile(csv: csv, units: "lbs"), reply: reply)
    await store.receive(ImportFinished(source: "the streamed export", reply: reply))
    await store.receive(TrainingChanged(cause: "import"))
    store.finish()
    let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
    #expect(stored.first?.weightKilograms == 225 * 0.45359237)
}

@Test("import skips a row out of range with its line and reason, and a row dated after the clock's next day; the rest is stored")
func importSkipsOutOfRangeRows() async throws {
    let harness = try TrainingHarness()
    let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5000,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),3,100,3,0,0,\n"
        + "2025-09-18 07:00:00,B,30m,Squat (Barbell),1,100,5,0,0,\n"
    var store = harness.testStore([harness.importer()])
    let reply = ImportReply.imported(sets: 2, skippedRows: [
        SkippedRow(line: 3, reason: "Reps: reps must be between 0 and 1000; got 5000"),
        SkippedRow(line: 5, reason: "Date: workout start must be between 1970-01-01T00:00:00Z and 2025-09-17T05:20:00Z (a day from now); got 2025-09-18T07:00:00Z"),
    ])
    await store.send(ImportFile(csv: csv), reply: reply)
    await store.receive(ImportFinished(source: "the streamed export", reply: reply))
    await store.receive(TrainingChanged(cause: "import"))
    store.finish()
    let stored = try harness.repository.sets(startedIn: Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9))
    #expect(stored.map(\.reps) == [5, 3])
}

@Test("import refuses when no directory is configured, or the header is unknown, storing nothing")
func importRefusals() async throws {
    let harness = try TrainingHarness()
    var unconfigured = harness.testStore([.importFile])
    #expect(await unconfigured.sendExpectingFailure(.importFile(path: "strong.csv")) as? TrainingError
        == .importRefused("no import-directory is configured"))
    var store = harness.testStore([harness.importer()])
    #expect(await store.sendExpectingFailure(ImportFile(csv: "a,b\n1,2\n")) is TrainingError)
    #expect(await store.sendExpectingFailure(ImportFile(path: "x.csv", csv: "a,b\n")) is TrainingError)
    #expect(try harness.repository.workouts(limit: 1) == [])
}
