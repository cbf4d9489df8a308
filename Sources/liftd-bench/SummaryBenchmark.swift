import Foundation
import Workouts
import WorkoutsSQLite
import ZoneInfo

/// Builds a database of 1,000,000 sets (`--sets N`), then times liftd's weekly summary
/// (`weekly-volume` on an open repository) against the `sqlite3` tool running the same
/// aggregate queries on the same file, `--rounds N` times each (median); prints both and,
/// `summary: liftd/sqlite3=<ratio>` (time ratio; lower is better), then the summary's growth
/// with history (`runSummaryGrowth`, `--growth-short N --growth-long N`).
@Sendable func runSummaryBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(
        arguments, defaults: ["sets": 1_000_000, "rounds": 7, "growth-short": 50_000, "growth-long": 1_000_000])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-summary-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let database = directory.appendingPathComponent("liftd.sqlite").path
    let repository = try SQLiteWorkoutRepository(path: database)
    let generated = try repository.importWorkouts(TrainingHistoryGenerator(sets: options["sets"]).workouts())
    print("generated \(generated.workoutsAdded) workouts, \(generated.setsAdded) sets")

    let calendar = WeekCalendar(timeZone: .utc)
    let week = calendar.week(containing: TrainingHistoryGenerator.start + TrainingHistoryGenerator.span * 0.75)
    var exercises = 0
    var trendLifts: [String] = []
    let liftd = try await medianNanoseconds(rounds: options["rounds"], count: 1) {
        let summary = try await weeklySummary(of: week, from: repository)
        exercises = summary?.exercises.count ?? 0
        trendLifts = summary?.estimatedMaxTrends.map(\.exercise) ?? []
    }
    let script = try SummaryQueryScript(
        week: week, calendar: calendar, repository: repository, trendLifts: trendLifts).text
    var queryTimes: [Double] = []
    let sqlite = try await medianNanoseconds(rounds: options["rounds"], count: 1) {
        queryTimes.append(try runSQLiteTool(database: database, script: script))
    }
    let queries = queryTimes.sorted()[queryTimes.count / 2]
    print("liftd:   weekly summary of \(week) (\(exercises) exercises) in \(format(liftd / 1e6, digits: 2)) ms")
    print("sqlite3: the same aggregate queries in \(format(sqlite / 1e6, digits: 2)) ms per run of the tool, "
        + "\(format(queries * 1e3, digits: 2)) ms of it in the queries (its .timer)")
    print("liftd/sqlite3 queries alone=\(format(liftd / 1e9 / queries, digits: 2))")
    print("summary: liftd/sqlite3=\(format(liftd / sqlite, digits: 2))")
    try await runSummaryGrowth(short: options["growth-short"], long: options["growth-long"], rounds: options["rounds"])
}

/// The `sqlite3` script that runs the summary's queries for `week` with its parameters:
/// the week's and the previous week's totals, records set, sets left out, and
/// the trends' twelve weeks of totals per workout and sets of each lift followed.
private struct SummaryQueryScript {
    let text: String

    init(week: WeekIdentifier, calendar: WeekCalendar, repository: SQLiteWorkoutRepository, trendLifts: [String]) throws {
        guard let period = calendar.interval(of: week),
              let previous = calendar.interval(of: calendar.week(containing: period.lowerBound - 1)),
              let twelveWeeks = calendar.span(endingWith: week, count: 12)?.period else {
            throw BenchmarkFailure("no interval for \(week)")
        }
        func range(_ period: Range<Date>) -> String {
            ".parameter set ?1 \(period.lowerBound.timeIntervalSince1970)\n.parameter set ?2 \(period.upperBound.timeIntervalSince1970)\n"
        }
        text = ".timer on\n.parameter init\n.parameter set ?3 0\n"
            + range(period) + SQLiteWorkoutRepository.exerciseTotalsQuery + ";\n"
            + range(previous) + SQLiteWorkoutRepository.exerciseTotalsQuery + ";\n"
            + range(period) + SQLiteWorkoutRepository.recordsSetInQuery + ";\n"
            + range(period) + SQLiteWorkoutRepository.excludedSetsQuery + ";\n"
            + ".parameter set ?3 0\n" + range(twelveWeeks) + SQLiteWorkoutRepository.workoutExerciseTotalsQuery + ";\n"
            + trendLifts.map { lift in
                ".parameter set ?1 \"'\(lift.replacingOccurrences(of: "'", with: "''"))'\"\n"
                    + ".parameter set ?2 \(twelveWeeks.lowerBound.timeIntervalSince1970)\n"
                    + ".parameter set ?3 \(twelveWeeks.upperBound.timeIntervalSince1970)\n"
                    + SQLiteWorkoutRepository.datedSetsQuery + ";\n"
            }.joined()
    }
}

/// Runs `script` with the `sqlite3` tool on `database`; returns the seconds its `.timer`
/// reports for the statements.
private func runSQLiteTool(database: String, script: String) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", "-bail", database]
    let input = Pipe()
    process.standardInput = input
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchmarkFailure("sqlite3 exited with status \(process.terminationStatus)")
    }
    return text.split(separator: "\n").filter { $0.hasPrefix("Run Time: real ") }.reduce(0) { total, line in
        total + (Double(line.dropFirst("Run Time: real ".count).prefix { $0 != " " }) ?? 0)
    }
}
