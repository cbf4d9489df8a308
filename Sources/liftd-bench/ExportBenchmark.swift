@preconcurrency import Glibc
import ControlClient
import Foundation
import Workouts
import WorkoutsSQLite

// `liftd-bench export`: the memory a health export of a long history takes. It writes a
// history of 110,000 workouts and 340,000 sets straight into a new database with the SQLite
// repository, starts the real `liftd` built next to this benchmark on its built-in defaults
// (the `health-export` bundle: FHIR, Apple Health, Strong CSV and FIT), sends
// `health-export-due since=all` and waits for its chain to finish: at once, or after the
// request's deadline answered `still-running` with the chain's number, as `chain-finished`
// on a `watch` connection. It prints the daemon's peak resident memory (VmHWM) before and
// after, and last `export: peak memory <N> MiB`. Options: `--workouts N`, `--sets N`.

@Sendable func runExportBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["workouts": 110_000, "sets": 340_000])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-export-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let clock = ContinuousClock()
    let writing = clock.now
    let history = ExportHistory(workouts: options["workouts"], sets: options["sets"])
    try history.write(to: directory.appendingPathComponent("liftd.sqlite").path)
    print("wrote \(history.workouts) workouts, \(history.sets) sets in \(format((clock.now - writing) / .seconds(1))) s")

    let daemon = try BenchmarkDaemon(stateDirectory: directory.path)
    defer { daemon.stop() }
    let before = try ResidentMemory.read(pid: daemon.processIdentifier)
    var events = try ControlClient(path: daemon.socketPath)
    try events.send("subscribe events=chain-finished")
    _ = try events.receiveLine()
    var client = try ControlClient(path: daemon.socketPath)
    let start = clock.now
    try client.send("health-export-due since=all id=1")
    guard let answer = try client.receiveLine() else { throw BenchmarkUsageError(message: "liftd closed the connection") }
    let chain = try ExportAnswer.chain(in: answer)
    let finished = try ExportAnswer.finished(chain: chain, events: &events)
    let elapsed = clock.now - start
    let after = try ResidentMemory.read(pid: daemon.processIdentifier)
    let files = try ExportAnswer.fileCounts(in: directory.appendingPathComponent("output/health").path)
    print("answer: \(answer.prefix(300))")
    print("chain \(chain): \(finished.prefix(300))")
    print("exported in \(format(elapsed / .seconds(1))) s; files under output/health: "
        + files.sorted { $0.key < $1.key }.map { "\($0.value) .\($0.key)" }.joined(separator: ", "))
    print("liftd before: VmRSS \(before.residentKilobytes) kB, VmHWM \(before.peakKilobytes) kB; "
        + "after: VmRSS \(after.residentKilobytes) kB, VmHWM \(after.peakKilobytes) kB")
    print("export: peak memory \(after.peakKilobytes / 1024) MiB")
}

/// Reading the answer to `health-export-due` and the chain's `chain-finished` event.
private enum ExportAnswer {
    /// The chain number in an answer: the result's `chain`, or `still-running`'s.
    static func chain(in answer: String) throws -> Int {
        guard let object = try JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any] else {
            throw BenchmarkUsageError(message: "not a JSON answer: \(answer)")
        }
        if let result = object["result"] as? [String: Any], let chain = result["chain"] as? Int { return chain }
        if let error = object["error"] as? [String: Any], error["code"] as? String == "still-running",
           let chain = error["chain"] as? Int {
            return chain
        }
        throw BenchmarkUsageError(message: "the export failed: \(answer)")
    }

    /// How many files of each extension the batch directories under `path` hold.
    static func fileCounts(in path: String) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for batch in try FileManager.default.contentsOfDirectory(atPath: path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: path + "/" + batch) {
                counts[(name as NSString).pathExtension, default: 0] += 1
            }
        }
        return counts
    }

    /// The `chain-finished` line of `chain`, read from a subscriber's connection.
    static func finished(chain: Int, events: inout ControlClient) throws -> String {
        while let line = try events.receiveLine() {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["chain"] as? Int == chain else { continue }
            guard object["result"] as? String == "ok" else { throw BenchmarkUsageError(message: "the export failed: \(line)") }
            return line
        }
        throw BenchmarkUsageError(message: "liftd closed the event stream before chain \(chain) finished")
    }
}

/// A deterministic history of `workouts` imported workouts holding `sets` sets between
/// them (three or four each, as evenly as they go), one every two hours from 2000 on.
private struct ExportHistory {
    let workouts: Int
    let sets: Int
    private static let start = Date(timeIntervalSince1970: 946_684_800) // 2000-01-01 UTC
    private static let exercises = [
        "Bench Press (Barbell)", "Squat (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
        "Bent Over Row (Barbell)", "Pull Up", "Leg Press (Machine)",
    ]

    /// Writes the history into a new database at `path`, 5,000 workouts to a transaction.
    func write(to path: String) throws {
        let repository = try SQLiteWorkoutRepository(path: path)
        var next = 0
        while next < workouts {
            let end = min(workouts, next + 5_000)
            _ = try repository.importWorkouts((next..<end).map(workout))
            next = end
        }
    }

    /// Workout `index`: its share of the sets, spread as evenly as they go.
    private func workout(_ index: Int) -> Workout {
        let count = sets * (index + 1) / workouts - sets * index / workouts
        let start = Self.start + Double(index) * 7_200
        var workout = Workout(name: "Session \(index % 5)", start: start, end: start + 3_600, notes: "")
        for number in 0..<count {
            workout.sets.append(WorkoutSet(
                exercise: Self.exercises[(index + number) % Self.exercises.count],
                weightKilograms: 40 + Double((index * 7 + number * 3) % 120), reps: 3 + (index + number) % 10))
        }
        return workout
    }
}
