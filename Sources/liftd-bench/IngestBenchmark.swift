import ControlClient
import Foundation
import WorkoutsSQLite

// `liftd-bench ingest [--sets N] [--rounds R] [--stored S] [--open-workout W]`: durable
// `log-set` throughput of the real `liftd` (each set acknowledged only once its commit is
// fsynced), one client sending one request at a time.
//
// Each round logs N sets (6,000) in workouts of 25 into a fresh, empty database, and N into a
// database that held S sets (100,000) when the run began, taking turns, each after 100
// untimed sets; starting and finishing workouts is not timed. The figures are medians over
// R rounds (5). Then W sets (30,000) go into one workout left open on the database with S
// sets, as a lifter who never finishes would: nothing else commits meanwhile, so this is
// where a write-ahead log that is not checkpointed grows. The sizes of the database and its
// log are printed after it, with the rate of its first and last thousand sets. Last line:
// `ingest: 100k/empty=<ratio>`.

@Sendable func runIngestBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(
        arguments, defaults: ["sets": 6_000, "rounds": 5, "stored": 100_000, "open-workout": 30_000])
    let sets = options["sets"], rounds = options["rounds"], stored = options["stored"]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-ingest-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let fullDirectory = directory.appendingPathComponent("full").path
    try FileManager.default.createDirectory(atPath: fullDirectory, withIntermediateDirectories: true)
    let generated = try SQLiteWorkoutRepository(path: fullDirectory + "/liftd.sqlite")
        // A workout every eight hours from 2000: history that ends before today, as a user's
        // does, so each logged set follows it (a set dated before an exercise's last session
        // rebuilds that exercise's records from its history instead).
        .importWorkouts(TrainingHistoryGenerator(sets: stored, fixedInterval: true).workouts())
    print("stored \(generated.setsAdded) sets in \(generated.workoutsAdded) workouts")
    let full = try BenchmarkDaemon(stateDirectory: fullDirectory)
    defer { full.stop() }

    var emptyRates: [Double] = [], fullRates: [Double] = []
    for round in 0..<rounds {
        let emptyDirectory = directory.appendingPathComponent("empty-\(round)").path
        try FileManager.default.createDirectory(atPath: emptyDirectory, withIntermediateDirectories: true)
        let empty = try BenchmarkDaemon(stateDirectory: emptyDirectory)
        emptyRates.append(try IngestClient.rates(at: empty.socketPath, sets: sets).total)
        empty.stop()
        fullRates.append(try IngestClient.rates(at: full.socketPath, sets: sets).total)
    }
    let emptyRate = median(of: emptyRates), fullRate = median(of: fullRates)
    print("empty database: \(Int(emptyRate)) log-set/s; with \(stored) sets stored: \(Int(fullRate)) log-set/s "
        + "(medians of \(rounds) rounds of \(sets) in workouts of \(IngestClient.setsPerWorkout))")

    let openSets = options["open-workout"]
    let open = try IngestClient.rates(
        at: full.socketPath, sets: openSets, setsPerWorkout: openSets + IngestClient.warmUp, finishing: false)
    let database = fullDirectory + "/liftd.sqlite"
    print("\(openSets) sets into one open workout: first 1000 \(Int(open.first)) log-set/s, "
        + "last 1000 \(Int(open.last)) log-set/s; then database \(fileSizeText(database)), "
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
    private let setsPerWorkout: Int
    private var logged = 0

    /// Sets logged per second over `sets` timed `log-set` requests (each answered before the
    /// next is sent), overall and over the first and the last thousand. The last workout is
    /// finished when `finishing`, else left open.
    static func rates(
        at path: String, sets: Int, setsPerWorkout: Int = setsPerWorkout, finishing: Bool = true
    ) throws -> (total: Double, first: Double, last: Double) {
        var client = IngestClient(connection: try ControlClient(path: path), setsPerWorkout: setsPerWorkout)
        for _ in 0..<warmUp { _ = try client.logSet() }
        var times: [Duration] = []
        times.reserveCapacity(sets)
        for _ in 0..<sets { times.append(try client.logSet()) }
        if finishing { try client.exchange("finish-workout") }
        func rate(_ part: ArraySlice<Duration>) -> Double {
            Double(part.count) / (part.reduce(.zero, +) / .seconds(1))
        }
        return (rate(times[...]), rate(times.prefix(1_000)), rate(times.suffix(1_000)))
    }

    private init(connection: consuming ControlClient, setsPerWorkout: Int) {
        self.connection = connection
        self.setsPerWorkout = setsPerWorkout
    }

    /// Logs one set, first starting a workout (and finishing the last) every
    /// `setsPerWorkout` sets; returns how long the `log-set` alone took.
    private mutating func logSet() throws -> Duration {
        if logged % setsPerWorkout == 0 {
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
