import Foundation
import Workouts
@testable import Plugins

/// Small programs written out in Workouts' terms, as the config reader would build them.
enum ProgramFixtures {
    static let squat = "Squat (Barbell)", bench = "Bench Press (Barbell)", press = "Overhead Press (Barbell)"

    /// A linear lift of `sets`×5 adding `increment` kg, three failures before a 90% deload.
    static func linear(_ exercise: String, sets: Int = 5, increment: Double = 2.5) -> ProgramLift {
        ProgramLift(
            key: LiftKey(exercise: exercise), sets: Array(repeating: PrescribedSet(reps: 5), count: sets),
            rule: .linear(failuresBeforeDeload: 3, deloadPercent: 90), incrementKilograms: increment,
            rounding: WeightRounding(step: 2.5))
    }

    /// Days A (squat, bench) and B (squat, press), StrongLifts-like.
    static let alternating = Program(name: "sl", days: [
        ProgramDay(name: "A", lifts: [linear(squat), linear(bench)]),
        ProgramDay(name: "B", lifts: [linear(squat), linear(press)]),
    ])

    /// Program `name` of `program`'s rules in both units from `bases` (kg), counting from `starts`.
    static func setup(
        _ name: String = "sl", program: Program = alternating, starts: Date? = nil,
        bases: [String: Double] = [squat: 100, bench: 60, press: 40]
    ) -> ProgramSetup {
        ProgramSetup(
            name: name, origin: "test", inKilograms: program, inPounds: program, starts: starts,
            bases: Dictionary(uniqueKeysWithValues: bases.map { (LiftKey(exercise: $0.key), $0.value) }))
    }

    /// `count` sets of `reps` at `kilograms` of `exercise`.
    static func sets(_ exercise: String, _ count: Int, reps: Int, at kilograms: Double) -> [WorkoutSet] {
        Array(repeating: WorkoutSet(exercise: exercise, weightKilograms: kilograms, reps: reps), count: count)
    }
}

extension TrainingHarness {
    /// Stores a finished workout of `sets` at `start` as a session of `program`; returns its id.
    @discardableResult
    func logSession(_ sets: [WorkoutSet], at start: Date, of program: String = "sl", name: String = "Session") throws
        -> WorkoutID {
        let id = try repository.insert(Workout(name: name, start: start, sets: sets))
        try repository.finish(workout: id, at: start + 3_600)
        try repository.assign(workout: id, to: program)
        return id
    }

    /// The `today` answer now, as a use case gives it.
    func today(_ program: String? = nil) async throws -> SessionReply? {
        try await handle(TodayUseCase(), Today(program: program)).reply as? SessionReply
    }

    /// The `program-state` answer now.
    func programState(_ program: String? = nil) async throws -> ProgramStateReply? {
        try await handle(ProgramStateUseCase(), ShowProgramState(program: program)).reply as? ProgramStateReply
    }
}
