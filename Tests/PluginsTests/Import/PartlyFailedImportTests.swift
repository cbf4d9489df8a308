import Foundation
import SignalStore
import Testing
import Workouts
@testable import Plugins

@Suite("An import that fails part way")
struct PartlyFailedImportTests {
    private static let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
    /// Sets per workout: 400 workouts fill the importer's first batch of 20,000 sets.
    private static let setsPerWorkout = 50

    /// Strong classic rows for workouts `range`, one a day, the squat a little heavier each day.
    private static func workouts(_ range: Range<Int>) -> String {
        var rows = ""
        for day in range {
            let date = Date(timeIntervalSince1970: 1_700_000_000 + Double(day) * 86_400)
            let stamp = date.formatted(.iso8601.year().month().day().dateSeparator(.dash))
            for order in 1...setsPerWorkout {
                rows += "\(stamp) 07:00:00,Legs,30m,Squat (Barbell),\(order),\(60 + day),5,0,0,\n"
            }
        }
        return rows
    }

    private static func importer() -> (TrainingHarness, ImportFileUseCase) {
        let harness = try! TrainingHarness()
        var options = ImportOptions()
        options.timeZone = .utc
        options.announcesRecords = true
        return (harness, ImportFileUseCase(options: options))
    }

    @Test("A batch that cannot be read after one was stored ends the import with a reply saying where, and the kept batch's records are announced as a file of just it would announce them")
    func keptBatchesAnnounced() async throws {
        let tooLong = String(repeating: "x", count: 8 * 1_024 * 1_024 + 1)
        let broken = Self.header + Self.workouts(0..<401) + "2024-01-01 07:00:00,Legs,30m,\(tooLong),1,100,5,0,0,\n"
        let (harness, importer) = Self.importer()
        let result = try await harness.handle(importer, ImportFile(csv: broken))
        let reply = try #require(result.reply as? ImportReply)
        let stopped = try #require(reply.stopped, "the reply says where the import stopped")
        #expect(stopped.line == 401 * Self.setsPerWorkout + 2)
        #expect(stopped.reason.contains("line \(stopped.line): the row is longer than"), "\(stopped.reason)")
        #expect(reply.workoutsAdded == 400 && reply.setsAdded == 400 * Self.setsPerWorkout)
        #expect(try harness.repository.workouts(limit: 1_000).count == 400)

        // What a file of only the kept workouts announces, in a fresh database.
        let (fresh, freshImporter) = Self.importer()
        let whole = try await fresh.handle(freshImporter, ImportFile(csv: Self.header + Self.workouts(0..<400)))
        let expected = try #require(whole.effects.first as? RecordsUpdated)
        #expect(expected.records > 0)
        #expect(result.effects.first as? RecordsUpdated == expected)
        let finished = try #require(result.effects.lazy.compactMap { $0 as? ImportFinished }.first)
        #expect(finished.stoppedAtLine == stopped.line)
        #expect(finished.summary.hasSuffix("; it failed at line \(stopped.line) and stopped there"))

        // The file fixed and imported again adds only the rest.
        let again = try await harness.handle(importer, ImportFile(csv: Self.header + Self.workouts(0..<401)))
        let fixed = try #require(again.reply as? ImportReply)
        #expect(fixed.stopped == nil)
        #expect(fixed.workoutsAdded == 1 && fixed.setsAdded == Self.setsPerWorkout)
        #expect(fixed.setsAlreadyPresent == 400 * Self.setsPerWorkout)
    }

    @Test("An import whose first batch cannot be read is refused and stores nothing")
    func firstBatchRefused() async throws {
        let tooLong = String(repeating: "x", count: 8 * 1_024 * 1_024 + 1)
        let (harness, importer) = Self.importer()
        await #expect(throws: TrainingError.self) {
            try await harness.handle(importer, ImportFile(csv: Self.header + Self.workouts(0..<3) + tooLong + "\n"))
        }
        #expect(try harness.repository.workouts(limit: 10).isEmpty)
    }
}
