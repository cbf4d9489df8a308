import Foundation
import Workouts
@testable import WorkoutsSQLite

/// A database file in a fresh temporary directory, removed when the test is done.
struct TemporaryDatabase: ~Copyable {
    let directory: URL
    var path: String { directory.appendingPathComponent("liftd.sqlite").path }

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("liftd-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func open(importBatchSize: Int = 20_000, estimate: OneRepMaxEstimate = .standard) throws -> SQLiteWorkoutRepository {
        try SQLiteWorkoutRepository(path: path, importBatchSize: importBatchSize, estimate: estimate)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}
