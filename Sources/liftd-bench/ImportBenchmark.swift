@preconcurrency import Glibc
import Foundation
import Workouts
import WorkoutsSQLite
import ZoneInfo

/// Imports a generated Strong classic export (100 MB unless `--megabytes N`) with liftd's
/// importer into a fresh database, reading the file a buffer at a time and storing a batch at
/// a time as the `import` plugin does, and the same file with the `sqlite3` tool's `.import`
/// into a bare table; prints the rows imported and skipped, the peak memory of liftd's import,
/// both speeds, the time of importing the same file again (every set found and compared, as
/// when an app's export is re-imported: `reimport: again/first=<ratio>`) and, last,
/// `import: liftd/sqlite3=<ratio>`.
///
/// The import runs in this process, so its peak memory is this process's `VmHWM`
/// (`/proc/self/status`), reset just before the import by writing 5 to `/proc/self/clear_refs`.
/// It also prints the processor time of each import (`getrusage` of this process around
/// liftd's, of its children around `sqlite3`'s), which depends less on other work than times do.
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
    let childrenBefore = UsedProcessorTime.seconds(RUSAGE_CHILDREN)
    let sqliteTime = try clock.measure { try importWithSQLiteTool(export, into: directory.appendingPathComponent("bare.sqlite")) }
    let sqliteProcessor = UsedProcessorTime.seconds(RUSAGE_CHILDREN) - childrenBefore
    var summary = ImportWriteSummary()
    var skipped = 0
    var restTimers = 0
    var setsRead = 0
    var logSize = ""
    let database = directory.appendingPathComponent("liftd.sqlite").path
    let peakReset = resetPeakMemory()
    let before = peakMemoryText()
    let selfBefore = UsedProcessorTime.seconds(RUSAGE_SELF)
    let liftdTime = try clock.measure {
        let repository = try SQLiteWorkoutRepository(path: database)
        let reader = try ExportReader(
            source: FileByteSource(path: export.path, name: export.lastPathComponent),
            settings: ImportSettings(timeZone: .utc, now: Date()), maximumListedSkips: 1_000)
        while let batch = try reader.nextBatch() { summary.add(try repository.importWorkouts(batch)) }
        skipped = reader.skippedRowCount
        restTimers = reader.restTimerRows
        setsRead = reader.setCount
        logSize = fileSizeText(database + "-wal")
    }
    let liftdProcessor = UsedProcessorTime.seconds(RUSAGE_SELF) - selfBefore
    let peak = peakMemoryText()
    var again = ImportWriteSummary()
    var followed = FollowedSource()
    let againTime = try clock.measure {
        let repository = try SQLiteWorkoutRepository(path: database)
        let reader = try ExportReader(
            source: FileByteSource(path: export.path, name: export.lastPathComponent),
            settings: ImportSettings(timeZone: .utc, now: Date()), maximumListedSkips: 1_000)
        var following = SourceFollowing(source: reader.format.source)
        while let batch = try reader.nextBatch() { again.add(try repository.importWorkouts(batch, as: nil, following: &following)) }
        followed = try repository.finishFollowing(following, removesSets: reader.skippedRowCount == 0)
    }
    let sqliteSpeed = sizeInMegabytes / (sqliteTime / .seconds(1))
    let liftdSpeed = sizeInMegabytes / (liftdTime / .seconds(1))
    print("rows: \(setsRead) sets read, \(summary.setsAdded) imported, \(skipped) skipped, \(restTimers) rest timers passed over")
    print("liftd:   \(summary.workoutsAdded) workouts, \(summary.setsAdded) sets, \(restTimers) rest timers, \(skipped) rows skipped"
        + " in \(String(format: "%.2f", liftdTime / .seconds(1))) s = \(String(format: "%.1f", liftdSpeed)) MB/s")
    print("peak memory of liftd's import: \(peak)" + (peakReset ? " (\(before) before it began)" : " (of the whole run: the peak could not be reset)"))
    print("write-ahead log after the import: \(logSize) (the database: \(fileSizeText(database)))")
    print("sqlite3: .import in \(String(format: "%.2f", sqliteTime / .seconds(1))) s = \(String(format: "%.1f", sqliteSpeed)) MB/s")
    print("processor time (user + system): liftd \(format(liftdProcessor, digits: 2)) s, sqlite3 \(format(sqliteProcessor, digits: 2)) s, "
        + "sqlite3/liftd=\(format(sqliteProcessor / liftdProcessor, digits: 2)) (less moved by other work on the machine than the times)")
    print("reimport: \(again.setsAlreadyPresent) sets found unchanged, \(again.setsAdded + again.setsUpdated + followed.setsRemoved) "
        + "changed in \(String(format: "%.2f", againTime / .seconds(1))) s; reimport: again/first=\(String(format: "%.2f", againTime / liftdTime))")
    print("import: liftd/sqlite3=\(String(format: "%.2f", liftdSpeed / sqliteSpeed))")
}

/// Resets this process's peak resident set size (`VmHWM`); returns whether it could.
private func resetPeakMemory() -> Bool {
    guard let file = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? file.close() }
    return (try? file.write(contentsOf: Data("5".utf8))) != nil
}

/// This process's peak resident set size since the last reset, from `/proc/self/status`.
private func peakMemoryText() -> String {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return "unknown" }
    return format(Double(kilobytes) / 1_024, digits: 1) + " MiB (VmHWM)"
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

/// Processor time used so far (user plus system), from `getrusage`.
private enum UsedProcessorTime {
    /// Seconds used by `who`: `RUSAGE_SELF` (this process) or `RUSAGE_CHILDREN` (its children waited for).
    static func seconds(_ who: __rusage_who) -> Double {
        var usage = rusage()
        guard getrusage(__rusage_who_t(who.rawValue), &usage) == 0 else { return 0 }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
