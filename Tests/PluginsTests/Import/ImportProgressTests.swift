import Foundation
import SignalStore
import SignalStoreTesting
import Synchronization
import Testing
import Workouts
@testable import Plugins

/// Imports say they get on as they read, so that the watchdog does not take a long import
/// for a hang.
@Suite("Import progress")
struct ImportProgressTests {
    @Test("An import reports progress once a mebibyte read: a 3 MiB export at least three times, a small one never")
    func progressPerMebibyte() async throws {
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        var day = 0
        while csv.utf8.count < 3 * (1 << 20) + 1_000 {
            let date = Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400)
            let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: "T", with: " ").dropLast()
            for set in 1...10 { csv += "\(stamp),Day \(day),45m,Squat (Barbell),\(set),100,5,0,0,\n" }
            day += 1
        }
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        for (text, workouts, least, most) in [(csv, day, 3, 4), (header, 0, 0, 0)] {
            let harness = try TrainingHarness()
            // After the last day, so that every row is a set to store.
            harness.now = Date(timeIntervalSince1970: 1_600_000_000 + Double(day) * 86_400)
            let reports = Mutex(0)
            var store = harness.testStore([harness.importer()])
            store.dependencies.workProgress = WorkProgress { reports.withLock { $0 += 1 } }
            let reply = ImportReply.imported(workouts: workouts, sets: 10 * workouts)
            await store.send(ImportFile(csv: text), reply: reply)
            await store.receive(ImportFinished(source: "the streamed export", reply: reply))
            // Only an import that added sets tells the site.
            if workouts > 0 { await store.receive(TrainingChanged(cause: "import")) }
            store.finish()
            let count = reports.withLock { $0 }
            #expect(count >= least && count <= most, "\(text.utf8.count) bytes gave \(count) progress reports")
        }
    }
}

@Suite("Import cancellation")
struct ImportCancellationTests {
    @Test("A cancelled import stops between batches: the batches stored stay, and importing again adds the rest")
    func cancelledBetweenBatches() async throws {
        var csv = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n"
        // 3,000 workouts of 10 sets: 30,000 sets, more than one batch.
        for day in 0..<3_000 {
            let date = Date(timeIntervalSince1970: 1_000_000_000 + Double(day) * 86_400)
            let stamp = ISO8601DateFormatter().string(from: date).replacingOccurrences(of: "T", with: " ").dropLast()
            for set in 1...10 { csv += "\(stamp),Day \(day),45m,Squat (Barbell),\(set),100,5,0,0,\n" }
        }
        let harness = try TrainingHarness()
        var store = harness.testStore([harness.importer()])
        var cancelling = store
        // The first mebibyte read, inside the first batch, cancels the import's task (not the test's).
        cancelling.dependencies.workProgress = WorkProgress { withUnsafeCurrentTask { $0?.cancel() } }
        let text = csv
        let cancelled = await Task { [cancelling] in
            var store = cancelling
            return await store.sendExpectingFailure(ImportFile(csv: text))
        }.value
        let stopped = try #require(cancelled as? ImportStopped, "\(String(describing: cancelled))")
        #expect(stopped.code == "cancelled" && stopped.source == "the streamed export")
        let everything = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9)
        let kept = try harness.repository.sets(startedIn: everything).count
        #expect(kept > 0 && kept < 30_000, "\(kept) sets stored by the cancelled import")
        #expect(stopped.setsAdded == kept, "the error says what was kept: \(stopped)")
        let again = ImportReply.imported(id: 2, workouts: 3_000, sets: 30_000, workoutsAdded: 3_000 - kept / 10, setsAlreadyPresent: kept)
        await store.send(ImportFile(csv: csv), reply: again)
        await store.receive(ImportFinished(source: "the streamed export", reply: again))
        await store.receive(TrainingChanged(cause: "import"))
        store.finish()
        #expect(try harness.repository.sets(startedIn: everything).count == 30_000)
    }
}
