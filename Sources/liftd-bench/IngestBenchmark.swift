import ControlClient
import Foundation
import WorkoutsSQLite

// `liftd-bench ingest [--sets N] [--rounds R] [--stored S]`: durable `log-set` throughput of
// the real `liftd` (each set acknowledged only once its commit is fsynced), one client
// sending one request at a time, in workouts of 25 sets (starting and finishing a workout is
// not timed). Each round logs N sets into a fresh, empty database and N sets into a database
// that held S sets (100,000) when the run began, taking turns, each after 100 untimed sets;
// the figures are medians over R rounds. The database with S sets keeps its daemon for the
// whole run, so it receives R × (N + 100) sets (30,500 by default); the sizes of its files
// are printed at the end, the write-ahead log among them. Last line:
// `ingest: 100k/empty=<ratio>`.

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

    var emptyRates: [Double] = [], fullRates: [Double] = []
    for round in 0..<rounds {
        let emptyDirectory = directory.appendingPathComponent("empty-\(round)").path
        try FileManager.default.createDirectory(atPath: emptyDirectory, withIntermediateDirectories: true)
        let empty = try BenchmarkDaemon(stateDirectory: emptyDirectory)
        emptyRates.append(try IngestClient.rate(at: empty.socketPath, sets: sets))
        empty.stop()
        fullRates.append(try IngestClient.rate(at: full.socketPath, sets: sets))
    }
    let emptyRate = median(of: emptyRates), fullRate = median(of: fullRates)
    print("empty database: \(Int(emptyRate)) log-set/s; with \(stored) sets stored: \(Int(fullRate)) log-set/s "
        + "(medians of \(rounds) rounds of \(sets))")
    let database = fullDirectory + "/liftd.sqlite"
    print("after \(rounds * (sets + IngestClient.warmUp)) log-set: database \(fileSizeText(database)), "
        + "write-ahead log \(fileSizeText(database + "-wal"))")
    let label = stored % 1_000 == 0 ? "\(stored / 1_000)k" : "\(stored)"
    print("ingest: \(label)/empty=\(format(fullRate / emptyRate, digits: 2))")
}

/// The middle value of `values` (the upper middle for an even count).
private func median(of values: [Double]) -> Double {
    values.sorted()[values.count / 2]
}

/// A client logging sets in workouts of `setsPerWorkout`, one request at a time.
private struct IngestClient: ~Copyable {
    /// Sets logged before the timed ones (a fresh daemon's first requests are slower).
    static let warmUp = 100
    static let setsPerWorkout = 25
    private static let exercises = ["Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)"]

    private var connection: ControlClient
    private var logged = 0

    /// Sets logged per second over `sets` timed `log-set` requests, each answered before the
    /// next is sent.
    static func rate(at path: String, sets: Int) throws -> Double {
        var client = IngestClient(connection: try ControlClient(path: path))
        for _ in 0..<warmUp { _ = try client.logSet() }
        var elapsed = Duration.zero
        for _ in 0..<sets { elapsed += try client.logSet() }
        try client.exchange("finish-workout")
        return Double(sets) / (nanoseconds(elapsed) / 1e9)
    }

    private init(connection: consuming ControlClient) {
        self.connection = connection
    }

    /// Logs one set, first starting a workout (and finishing the last) every
    /// `setsPerWorkout` sets; returns how long the `log-set` alone took.
    private mutating func logSet() throws -> Duration {
        if logged % Self.setsPerWorkout == 0 {
            if logged > 0 { try exchange("finish-workout") }
            try exchange(#"start-workout name="Ingest""#)
        }
        let request = "log-set exercise=\"\(Self.exercises[logged / 5 % Self.exercises.count])\" "
            + "weight=\(60 + logged % 40) reps=5"
        logged += 1
        let start = ContinuousClock.now
        try exchange(request)
        return ContinuousClock.now - start
    }

    private mutating func exchange(_ request: String) throws {
        try connection.send(request)
        guard let answer = try connection.receiveLine(), answer.contains(#""ok":true"#) else {
            throw BenchmarkFailure("liftd did not accept '\(request)'")
        }
    }
}
