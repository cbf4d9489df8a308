import Foundation
import Workouts
import WorkoutsSQLite

/// Imports a generated Strong classic export (100 MB unless `--megabytes N`) with liftd's
/// importer into a fresh database, and the same file with the `sqlite3` tool's `.import`
/// into a bare table; prints both speeds and, last, `import: liftd/sqlite3=<ratio>`.
@Sendable func runImportBenchmark(_ arguments: [String]) async throws {
    let megabytes = arguments.firstIndex(of: "--megabytes").flatMap { index in
        arguments.dropFirst(index + 1).first.flatMap(Int.init)
    } ?? 100
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let export = directory.appendingPathComponent("strong.csv")
    let size = try StrongExportGenerator(targetBytes: megabytes * 1_000_000).write(to: export)
    let sizeInMegabytes = Double(size) / 1_000_000
    print("generated \(export.lastPathComponent): \(String(format: "%.1f", sizeInMegabytes)) MB")

    let clock = ContinuousClock()
    let sqliteTime = try clock.measure { try importWithSQLiteTool(export, into: directory.appendingPathComponent("bare.sqlite")) }
    var summary = ImportWriteSummary()
    var skipped = 0
    var restTimers = 0
    var logSize = ""
    let database = directory.appendingPathComponent("liftd.sqlite").path
    let liftdTime = try clock.measure {
        let repository = try SQLiteWorkoutRepository(path: database)
        let parsed = try ExportParser.parse(Data(contentsOf: export), settings: ImportSettings(timeZone: .gmt, now: Date()))
        skipped = parsed.skippedRows.count
        restTimers = parsed.restTimerRows
        summary = try repository.importWorkouts(parsed.workouts)
        logSize = fileSizeText(database + "-wal")
    }
    let sqliteSpeed = sizeInMegabytes / (sqliteTime / .seconds(1))
    let liftdSpeed = sizeInMegabytes / (liftdTime / .seconds(1))
    print("liftd:   \(summary.workoutsAdded) workouts, \(summary.setsAdded) sets, \(restTimers) rest timers, \(skipped) rows skipped"
        + " in \(String(format: "%.2f", liftdTime / .seconds(1))) s = \(String(format: "%.1f", liftdSpeed)) MB/s")
    print("write-ahead log after the import: \(logSize) (the database: \(fileSizeText(database)))")
    print("sqlite3: .import in \(String(format: "%.2f", sqliteTime / .seconds(1))) s = \(String(format: "%.1f", sqliteSpeed)) MB/s")
    print("import: liftd/sqlite3=\(String(format: "%.2f", liftdSpeed / sqliteSpeed))")
}

/// Runs `sqlite3 DATABASE` with `.import` of `file` into a new bare table.
private func importWithSQLiteTool(_ file: URL, into database: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", database.path, ".mode csv", ".import '\(file.path)' strong"]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkFailure("sqlite3 .import exited with status \(process.terminationStatus)")
    }
}

/// A benchmark could not run.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
