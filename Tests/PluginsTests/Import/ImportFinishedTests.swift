import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("import-finished")
struct ImportFinishedTests {
    private static let csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),1,100,5,0,0,\n"
        + "2025-09-16 07:00:00,A,30m,Squat (Barbell),2,100,5000,0,0,\n"

    @Test("Every import emits import-finished with its counts, after the reply, and training-changed when it added sets; importing again counts what was there")
    func emitted() async throws {
        let harness = try TrainingHarness()
        try Data(Self.csv.utf8).write(to: try harness.importsFolder().appendingPathComponent("strong.csv"))
        #expect(harness.importer().emittedSignals.map { $0.wireName } == ["import-finished", "training-changed"])
        let first = try await harness.handle(harness.importer(), ImportExport(path: "strong.csv"))
        #expect((first.reply as? ImportReply)?.setsAdded == 1)
        #expect(first.effects.map(\.wireName) == ["import-finished", "training-changed"])
        #expect(first.effects.last as? TrainingChanged == TrainingChanged(cause: "import"))
        let finished = try #require(first.effects.first as? ImportFinished)
        #expect(finished.source == "strong.csv")
        #expect(finished.format == "strong-classic")
        let counts: [Int] = [
            finished.workoutsInFile, finished.setsInFile, finished.workoutsAdded, finished.setsAdded,
            finished.setsAlreadyPresent, finished.skippedRows, finished.failedWorkouts,
        ]
        #expect(counts == [1, 1, 1, 1, 0, 1, 0])
        let streamed = try await harness.handle(harness.importer(), ImportExport(csv: Self.csv))
        let again = try #require(streamed.effects.only as? ImportFinished, "no set added: no training-changed")
        #expect(again.source == "the streamed export")
        #expect(again.setsAdded == 0)
        #expect(again.setsAlreadyPresent == 1)
    }

    @Test("A refused import throws, so it emits no import-finished")
    func refusedEmitsNothing() async throws {
        let harness = try TrainingHarness()
        await #expect(throws: TrainingError.self) {
            try await harness.handle(harness.importer(), ImportExport(csv: "Day,Lift\n1,2\n"))
        }
    }

    @Test("report-log notes import-finished in the log with its counts")
    func reportLogNotes() async throws {
        let harness = try TrainingHarness()
        let lines = LockedLines()
        var dependencies = harness.dependencies
        dependencies.logger = Logger { level, message, _ in lines.append("\(level.rawValue) \(message)") }
        let reply = try #require(try await harness.handle(harness.importer(), ImportExport(csv: Self.csv)).reply as? ImportReply)
        let result = try await DependencyValues.$current.withValue(dependencies) {
            try await ReportLogUseCase().handle(ImportFinished(source: ".inbox/a.csv", reply: reply), state: LiftdState())
        }
        #expect(result.handled && result.state == nil)
        #expect(lines.all == ["5 import of .inbox/a.csv (strong-classic) finished: 1 of 1 workouts and 1 of 1 sets added, "
                                + "0 sets already stored, 1 rows skipped, 0 workouts failed"])
    }
}

extension Array {
    /// The one element, or nil when there are none or several.
    fileprivate var only: Element? { count == 1 ? first : nil }
}
