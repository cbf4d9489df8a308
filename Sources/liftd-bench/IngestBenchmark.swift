import Daemon
import Foundation
import WorkoutsSQLite

// `liftd-bench ingest [--sets N] [--rounds R] [--stored S]`: durable `log-set` throughput of
// the real `liftd` (each set acknowledged only once its commit is fsynced), one client
// sending one request at a time. Each round logs N sets into a fresh, empty database and N
// sets into a database that held S sets (100,000) when the run began, taking turns, each
// after 100 untimed sets; the figures are medians over R rounds. The database with S sets
// keeps its daemon for the whole run, so it receives R × (N + 100) sets (30,500 by
// default); the sizes of its files are printed at the end, the write-ahead log among them.
// Last line: `ingest: 100k/empty=<ratio>`.

@Sendable func runIngestBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["sets": 6_000, "rounds": 5, "stored": 100_000])
    let sets = options["sets"], rounds = options["rounds"], stored = options["stored"]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-ingest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let fullDirectory = directory.appendingPathComponent("full").path
    try FileManager.default.createDirectory(atPath: fullDirectory, withIntermediateDirectories: true)
    let generated = try SQLiteWorkoutRepository(path: fullDirectory + "/liftd.sqlite")
        .importWorkouts(TrainingHistoryGenerator(sets: stored).workouts())
    print("stored \(generated.setsAdded) sets in \(generated.workoutsAdded) workouts")
    let full = try BenchmarkDaemon(stateDirectory: fullDirectory)
    defer { full.stop() }
    try IngestClient.startWorkout(at: full.socketPath)

    var emptyRates: [Double] = [], fullRates: [Double] = []
    for round in 0..<rounds {
        let emptyDirectory = directory.appendingPathComponent("empty-\(round)").path
        try FileManager.default.createDirectory(atPath: emptyDirectory, withIntermediateDirectories: true)
        let empty = try BenchmarkDaemon(stateDirectory: emptyDirectory)
        try IngestClient.startWorkout(at: empty.socketPath)
        emptyRates.append(try IngestClient.rate(at: empty.socketPath, sets: sets))
        empty.stop()
        fullRates.append(try IngestClient.rate(at: full.socketPath, sets: sets))
    }
    let emptyRate = median(of: emptyRates), fullRate = median(of: fullRates)
    print("empty database: \(Int(emptyRate)) log-set/s; with \(stored) sets stored: \(Int(fullRate)) log-set/s "
        + "(medians of \(rounds) rounds of \(sets))")
    let database = fullDirectory + "/liftd.sqlite"
    print("after \(rounds * (sets + IngestClient.warmUp)) log-set: database \(fileSizeText(database)), write-ahead log \(fileSizeText(database + "-wal"))")
    let label = stored % 1_000 == 0 ? "\(stored / 1_000)k" : "\(stored)"
    print("ingest: \(label)/empty=\(format(fullRate / emptyRate, digits: 2))")
}

/// The middle value of `values` (the upper middle for an even count).
private func median(of values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// A client logging sets, one request at a time.
private enum IngestClient {
    /// Sets logged before the timed ones.
    static let warmUp = 100

    /// Starts the workout the sets go into.
    static func startWorkout(at path: String) throws {
        var client = try ControlClient(path: path)
        try exchange(#"start-workout name="Ingest""#, with: &client)
    }

    /// Sets logged per second over `sets` requests, each answered before the next is sent,
    /// after `warmUp` sets that are not timed (a fresh daemon's first requests are slower).
    static func rate(at path: String, sets: Int) throws -> Double {
        var client = try ControlClient(path: path)
        for index in 0..<warmUp { try exchange(logSet(index), with: &client) }
        let start = ContinuousClock.now
        for index in 0..<sets { try exchange(logSet(index), with: &client) }
        return Double(sets) / (nanoseconds(ContinuousClock.now - start) / 1e9)
    }

    private static let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"]

    /// The `index`th set's request.
    private static func logSet(_ index: Int) -> String {
        "log-set exercise=\"\(exercises[index % exercises.count])\" weight=\(60 + index % 40) reps=5"
    }

    private static func exchange(_ request: String, with client: inout ControlClient) throws {
        try client.send(request)
        guard let answer = try client.receiveLine(), answer.contains(#""ok":true"#) else {
            throw BenchmarkFailure("liftd did not accept '\(request)'")
        }
    }
}
