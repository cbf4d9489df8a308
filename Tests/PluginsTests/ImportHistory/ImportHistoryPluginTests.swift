import Foundation
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

@Suite("imports and undo-import")
struct ImportHistoryPluginTests {
    private static let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-10 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
        + "2025-09-12 07:00:00,B,30m,Squat (Barbell),1,105,5,0,0,\n"

    @Test("An import's reply gives its id, imports lists it, and undo-import removes what it added, once")
    func importListedAndUndone() async throws {
        let harness = try TrainingHarness()
        try Data(Self.csv.utf8).write(to: try harness.importsFolder().appendingPathComponent("strong.csv"))
        var store = harness.testStore([harness.importer(), ListImportsUseCase(), UndoImportUseCase()])
        let reply = ImportReply.imported(workouts: 2, sets: 2)
        await store.send(ImportFile(path: "strong.csv"), reply: reply)
        await store.receive(ImportFinished(source: "strong.csv", reply: reply))
        await store.receive(TrainingChanged(cause: "import"))
        let listed = ImportRecord(id: 1, file: "strong.csv", format: "strong-classic", importedAt: harness.now,
                                  workoutsAdded: 2, setsAdded: 2)
        await store.send(ListImports(), reply: ListImportsUseCase.Listing(imports: [listed]))

        await store.send(UndoImport(import: 1),
                         reply: UndoneImport(import: 1, workoutsRemoved: 2, setsRemoved: 2, bodyweightsRemoved: 0))
        await store.receive(TrainingChanged(cause: "undo-import"))
        #expect(try harness.repository.workouts(limit: 10).isEmpty)
        #expect(try harness.repository.records(of: "Squat (Barbell)")?.current.isEmpty ?? true)
        var undone = listed
        undone.undoneAt = harness.now
        await store.send(ListImports(), reply: ListImportsUseCase.Listing(imports: [undone]))
        #expect(await store.sendExpectingFailure(UndoImport(import: 1)) as? TrainingError == .invalidValue(
            field: "import", problem: "import 1 was undone already, at 2025-09-16T05:20:00Z"))
        #expect(await store.sendExpectingFailure(UndoImport(import: 9)) as? TrainingError == .invalidValue(
            field: "import", problem: "no import with id 9 (imports lists them)"))
        store.finish()
    }

    @Test("imports refuses a limit outside 1 to 10000, naming it")
    func limitChecked() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([ListImportsUseCase()])
        for limit in [0, 10_001] {
            #expect((await store.sendExpectingFailure(ListImports(limit: limit)) as? TrainingError)?.field == "limit")
        }
        await store.send(ListImports(limit: 5), reply: ListImportsUseCase.Listing(imports: []))
        store.finish()
    }
}
