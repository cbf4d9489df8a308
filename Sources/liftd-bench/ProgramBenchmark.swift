import Configuration
import Foundation
import Plugins
import SignalStore
import Workouts
import WorkoutsSQLite

/// Times `today` after five years of StrongLifts sessions (`--sessions 780`, three a week)
/// against `volume` of the last week on the same database, `--rounds N` times each
/// (median): `today` as it is answered while nothing changed (the state kept), and the first
/// `today` after a change, which replays every session. Prints each and
/// `program: today/volume=<ratio> replay/volume=<ratio>` (lower is better; goal: today ≤ 2).
@Sendable func runProgramBenchmark(_ arguments: [String]) async throws {
    let options = try BenchmarkOptions(arguments, defaults: ["sessions": 780, "rounds": 15])
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("liftd-bench-program-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let repository = try SQLiteWorkoutRepository(path: directory.appendingPathComponent("liftd.sqlite").path)
    let configuration = try ConfigurationLoader.read("""
        programs:
          sl:
            template: stronglifts-5x5
            starting-weight: {Squat (Barbell): 60, Bench Press (Barbell): 40, Bent Over Row (Barbell): 40,
                              Overhead Press (Barbell): 30, Deadlift (Barbell): 80}
        """, source: "liftd-bench", environment: [:])
    guard let setup = configuration.programs.first else { throw BenchmarkFailure("the program did not load") }
    let workouts = ProgramHistory(setup: setup, sessions: options["sessions"]).workouts()
    let written = try repository.importWorkouts(workouts)
    if let failed = written.failedWorkouts.first {
        throw BenchmarkFailure("\(written.failedWorkouts.count) sessions were not stored: \(failed.reason)")
    }
    let assigned = try repository.assign(
        workouts: workouts.map { WorkoutKey(start: $0.start, name: $0.name) }, startingFrom: nil, to: setup.name)
    print("generated \(assigned) sessions of \(setup.name), \(written.setsAdded) sets")

    var dependencies = DependencyValues()
    dependencies.programLog = repository
    dependencies.configuredPrograms = [setup]
    dependencies.programStates = ProgramStateCache()
    dependencies.personalRecords = repository
    dependencies.trainingSummaryReader = repository
    dependencies.exerciseCatalog = .builtIn
    dependencies.volumeTargets = .standard
    let end = (workouts.last?.start ?? ProgramHistory.start) + 3_600
    dependencies.now = .constant(end)
    let volume = VolumeUseCase()
    /// `today`'s session number with `values`.
    func today(_ values: DependencyValues) async throws -> Int {
        let reply = try await DependencyValues.$current.withValue(values) {
            try await TodayUseCase().handle(Today(), state: LiftdState()).reply as? SessionReply
        }
        return reply?.session ?? 0
    }
    guard try await today(dependencies) == assigned + 1 else { throw BenchmarkFailure("today answered another session") }
    let kept = try await medianNanoseconds(rounds: options["rounds"], count: 1) { _ = try await today(dependencies) }
    let replayed = try await medianNanoseconds(rounds: options["rounds"], count: 1) {
        var fresh = dependencies
        fresh.programStates = ProgramStateCache()
        _ = try await today(fresh)
    }
    let week = try await medianNanoseconds(rounds: options["rounds"], count: 1) {
        _ = try await DependencyValues.$current.withValue(dependencies) {
            try await volume.handle(Volume(), state: LiftdState())
        }
    }
    print("today:  session \(assigned + 1) in \(format(kept / 1e6, digits: 3)) ms with the state kept, "
        + "\(format(replayed / 1e6, digits: 2)) ms replaying \(assigned) sessions (the first after a change)")
    print("volume: the last week in \(format(week / 1e6, digits: 3)) ms")
    print("program: today/volume=\(format(kept / week, digits: 2)) replay/volume=\(format(replayed / week, digits: 2))")
}

private struct ProgramHistory {
    static let start = Date(timeIntervalSince1970: 1_609_747_200)  // Monday 2021-01-04 UTC
    /// The weight past which every lift falls short.
    static let plateau = 150.0
    let setup: ProgramSetup
    let sessions: Int

    func workouts() -> [Workout] {
        var replay = ProgramReplay(program: setup.inKilograms, bases: setup.bases)
        var workouts: [Workout] = []
        for number in 0..<sessions {
            let week = Double(number / 3), day = [0.0, 2, 4][number % 3]
            let start = Self.start + (week * 7 + day) * 86_400 + 17 * 3_600
            var performed: [String: [PerformedSet]] = [:]
            var sets: [WorkoutSet] = []
            for lift in replay.nextSession.lifts {
                let heaviest = lift.sets.map(\.kilograms).max() ?? 0
                let short = number % 7 == 0 && lift.lift.key.exercise == "Bench Press (Barbell)" || heaviest > Self.plateau
                for (set, kilograms) in lift.sets {
                    let reps = short ? set.reps - 1 : set.reps
                    sets.append(WorkoutSet(exercise: lift.lift.key.exercise, weightKilograms: kilograms, reps: reps))
                    performed[lift.lift.key.exercise, default: []].append(PerformedSet(reps: reps, weightKilograms: kilograms))
                }
            }
            replay.apply(.session(at: start + 3_600, sets: performed))
            workouts.append(Workout(name: "Session \(number + 1)", start: start, end: start + 3_600, sets: sets))
        }
        return workouts
    }
}
