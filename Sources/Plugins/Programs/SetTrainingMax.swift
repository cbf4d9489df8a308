import SignalStore
import Workouts

/// Sets a lift's training max (or, for a lift without one, its working weight) by hand:
/// `set-training-max exercise="Squat (Barbell)" weight=140 [track=T1] [program=main]`.
public struct SetTrainingMax: Signal, Equatable {
    public static let wireName = "set-training-max"
    /// The program; the only one configured when absent.
    public var program: String?
    /// The exercise, as the program names it.
    public var exercise: String
    /// Only this track of the exercise (`T1`); every track when absent.
    public var track: String?
    /// The new training max or working weight, in the current unit, 0 to 1000 kg.
    public var weight: Double

    /// Asks to set `exercise`'s base (of `track` only, when given) to `weight`.
    public init(program: String? = nil, exercise: String, track: String? = nil, weight: Double) {
        self.program = program
        self.exercise = exercise
        self.track = track
        self.weight = weight
    }
}

/// Keeps the change in the program's log (durably), from where the next sessions go on,
/// replies with the program's state and emits `training-changed`, so the dashboard shows it.
public struct SetTrainingMaxUseCase: UseCase {
    private let following = ProgramFollowing()
    @Dependency(\.programLog) private var log
    @Dependency(\.now) private var clock

    /// The use case.
    public init() {}

    public var handledSignals: [any Signal.Type] { [SetTrainingMax.self] }
    public var emittedSignals: [any Signal.Type] { [TrainingChanged.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard let request = signal as? SetTrainingMax else { return .notHandled }
        let setup = try following.setup(named: request.program)
        let before = try following.replay(of: setup, in: state.units)
        let exercise = try Self.lift(request.exercise, track: request.track, in: before.program, named: setup.name)
        let kilograms = state.units.kilograms(request.weight)
        guard request.weight.isFinite, kilograms >= 0, kilograms <= 1_000 else {
            throw TrainingError.invalidValue(
                field: "weight", problem: "expected 0 to \(SchemeText.weight(1_000, in: state.units)), got \(request.weight)")
        }
        try log.record(.setBase(at: clock.now, exercise: exercise, track: request.track, kilograms: kilograms),
                       for: setup.name)
        let replay = try following.replay(of: setup, in: state.units)
        return UseCaseResult(
            effects: [TrainingChanged(cause: SetTrainingMax.wireName)],
            reply: ProgramStateReply(setup: setup, replay: replay, unit: state.units))
    }

    /// The name `program` knows `exercise` by (ignoring case), with `track` among its tracks.
    private static func lift(_ exercise: String, track: String?, in program: Program, named name: String) throws -> String {
        let lifts = program.lifts
        guard let found = lifts.first(where: { $0.key.exercise.lowercased() == exercise.lowercased() }) else {
            throw ProgramError.unknownLift(exercise, program: name, lifts: Array(Set(lifts.map(\.key.exercise))).sorted())
        }
        let tracks = lifts.filter { $0.key.exercise == found.key.exercise }.compactMap(\.key.track)
        if let track, !tracks.contains(track) {
            throw TrainingError.invalidValue(field: "track", problem: "'\(found.key.exercise)' has "
                + (tracks.isEmpty ? "one track: leave track= out" : "the tracks " + tracks.joined(separator: ", ")))
        }
        return found.key.exercise
    }
}

extension Signal where Self == SetTrainingMax {
    /// Set `exercise`'s training max or working weight to `weight` in the current unit.
    public static func setTrainingMax(
        program: String? = nil, exercise: String, track: String? = nil, weight: Double
    ) -> Self {
        Self(program: program, exercise: exercise, track: track, weight: weight)
    }
}

extension UseCase where Self == SetTrainingMaxUseCase {
    /// The `set-training-max` use case.
    public static var setTrainingMax: Self { Self() }
}

extension PluginDescriptor {
    /// `set-training-max`.
    static let setTrainingMax = PluginDescriptor(
        name: SetTrainingMax.wireName,
        summary: "set a program lift's training max (or working weight) by hand; the next sessions go on from it"
    ) { SetTrainingMaxUseCase() }
}
