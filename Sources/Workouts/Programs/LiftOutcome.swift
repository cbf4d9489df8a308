/// A working set a session held, as a program judges it: reps at a weight.
public struct PerformedSet: Sendable, Equatable {
    /// The reps done.
    public var reps: Int
    /// The weight lifted, in kilograms.
    public var weightKilograms: Double

    /// `reps` at `weightKilograms`.
    public init(reps: Int, weightKilograms: Double) {
        self.reps = reps
        self.weightKilograms = weightKilograms
    }
}

/// How one lift went in one session, as its progression rule sees it.
public enum LiftOutcome: Sendable, Equatable {
    /// No working set of the lift was logged: it neither progresses nor fails.
    case notPerformed
    /// Every prescribed set was done.
    case succeeded
    /// A prescribed set was missed; `amrapShort` when the AMRAP set fell short of its minimum.
    case failed(amrapShort: Bool)

    /// The weights are compared to the hundredth of a kilogram, as sets are stored.
    static let tolerance = 0.005

    /// The outcome of `performed` against `prescribed` (each set with its weight): success
    /// when, in order, each prescribed set finds a later performed set with at least its
    /// reps (its top reps when `needsTopReps`) at no less than its weight. Extra sets are
    /// ignored. The AMRAP set falls short when fewer sets reach its minimum at its weight than
    /// the prescription holds at that weight or above.
    public static func judging(
        _ performed: [PerformedSet], against prescribed: [(set: PrescribedSet, kilograms: Double)], needsTopReps: Bool
    ) -> LiftOutcome {
        guard !performed.isEmpty else { return .notPerformed }
        func meets(_ done: PerformedSet, _ kilograms: Double, _ reps: Int) -> Bool {
            done.reps >= reps && done.weightKilograms >= kilograms - tolerance
        }
        var next = performed.startIndex
        var missed = false
        for (wanted, kilograms) in prescribed {
            let reps = needsTopReps ? wanted.topReps : wanted.reps
            if let found = performed[next...].firstIndex(where: { meets($0, kilograms, reps) }) {
                next = found + 1
                continue
            }
            missed = true
        }
        guard missed else { return .succeeded }
        let amrapShort = prescribed.last(where: { $0.set.amrap }).map { amrap in
            let needed = prescribed.count { $0.kilograms >= amrap.kilograms - tolerance }
            return performed.count { meets($0, amrap.kilograms, amrap.set.reps) } < needed
        } ?? false
        return .failed(amrapShort: amrapShort)
    }
}
