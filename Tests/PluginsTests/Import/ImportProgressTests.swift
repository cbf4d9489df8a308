import Foundation
import SignalStore
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
        for (text, least, most) in [(csv, 3, 4), ("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n", 0, 0)] {
            let harness = try TrainingHarness()
            let reports = Mutex(0)
            var dependencies = harness.dependencies
            dependencies.workProgress = WorkProgress { reports.withLock { $0 += 1 } }
            let importer = harness.importer()
            _ = try await DependencyValues.$current.withValue(dependencies) {
                try await importer.handle(ImportFile(csv: text), state: LiftdState())
            }
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
        let importer = harness.importer()
        var dependencies = harness.dependencies
        // The first mebibyte read, inside the first batch, cancels the import's task.
        dependencies.workProgress = WorkProgress { withUnsafeCurrentTask { $0?.cancel() } }
        let text = csv
        await #expect(throws: CancellationError.self) {
            try await DependencyValues.$current.withValue(dependencies) {
                _ = try await importer.handle(ImportFile(csv: text), state: LiftdState())
            }
        }
        let everything = Date(timeIntervalSince1970: 0)..<Date(timeIntervalSince1970: 4e9)
        let kept = try harness.repository.sets(startedIn: everything).count
        #expect(kept > 0 && kept < 30_000, "\(kept) sets stored by the cancelled import")
        let again = try #require(try await harness.handle(importer, ImportFile(csv: csv)).reply as? ImportReply)
        #expect(again.setsAdded == 30_000 - kept && again.setsAlreadyPresent == kept)
        #expect(try harness.repository.sets(startedIn: everything).count == 30_000)
    }
}
