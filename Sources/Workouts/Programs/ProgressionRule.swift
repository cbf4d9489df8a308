/// How a lift of a program moves from what was done: the fixed vocabulary program files
/// choose from.
public enum ProgressionRule: Sendable, Equatable {
    /// +increment on success, the same weight on failure; after `failuresBeforeDeload`
    /// failures in a row at one weight, `deloadPercent` of it.
    case linear(failuresBeforeDeload: Int, deloadPercent: Double)
    /// The same weight until every set reaches the top of its range, then +increment.
    case double
    /// A list of set schemes: success adds the increment; failure moves to the next scheme
    /// at the same weight; failure at the last restarts the first at `restartPercent`.
    case stages([[PrescribedSet]], restartPercent: Double)
    /// A block of weeks of sets (percentages of the training max); at the end of the block
    /// the training max rises by the increment, or becomes `failurePercent` of itself when
    /// an AMRAP set fell short in the block.
    case cycle(weeks: [[PrescribedSet]], failurePercent: Double)

    /// The sets a session prescribes: the `stages` scheme the lift is on, the `cycle`'s
    /// week `week` (from 0), or else the sets the program writes.
    public func sets(written: [PrescribedSet], progress: LiftProgress, week: Int) -> [PrescribedSet] {
        switch self {
        case .linear, .double: written
        case .stages(let stages, _): stages.isEmpty ? written : stages[min(max(progress.stage, 0), stages.count - 1)]
        case .cycle(let weeks, _): weeks.isEmpty ? written : weeks[((week % weeks.count) + weeks.count) % weeks.count]
        }
    }

    /// The most a training max or working weight grows to, in kilograms: the heaviest set
    /// liftd stores.
    public static let maximumKilograms = 1_000.0

    /// The rule's name as program files write it: `linear`, `double`, `stages` or `cycle`.
    public var name: String {
        switch self {
        case .linear: "linear"
        case .double: "double"
        case .stages: "stages"
        case .cycle: "cycle"
        }
    }

    /// Whether success asks for the top of each set's range (`double`).
    public var needsTopReps: Bool { self == .double }

    /// `progress` after a session that went as `outcome`: `increment` and `round` (the
    /// lift's rounding, in kilograms) as the program gives them.
    public func applying(
        _ outcome: LiftOutcome, to progress: LiftProgress, increment: Double, round: (Double) -> Double
    ) -> ProgressionStep {
        var next = progress
        switch (self, outcome) {
        case (_, .notPerformed):
            return ProgressionStep(progress: progress)
        case (.cycle, .succeeded):
            next.performedInCycle = true
            return ProgressionStep(progress: next)
        case (.cycle, .failed(let short)):
            next.performedInCycle = true
            next.shortInCycle = next.shortInCycle || short
            return ProgressionStep(progress: next)
        case (_, .succeeded):
            next.baseKilograms = min(next.baseKilograms + increment, Self.maximumKilograms)
            next.failures = 0
            return ProgressionStep(progress: next, change: .increased(kilograms: increment))
        case (.double, .failed):
            return ProgressionStep(progress: progress)
        case (.linear(let limit, let percent), .failed):
            next.failures += 1
            guard next.failures >= limit else {
                return ProgressionStep(progress: next, change: .failureCounted(failures: next.failures))
            }
            next.failures = 0
            next.baseKilograms = round(progress.baseKilograms * percent / 100)
            return ProgressionStep(progress: next, change: .deloaded(percent: percent))
        case (.stages(let stages, let percent), .failed):
            guard progress.stage + 1 >= stages.count else {
                next.stage += 1
                return ProgressionStep(progress: next, change: .nextStage(stage: next.stage))
            }
            next.stage = 0
            next.baseKilograms = round(progress.baseKilograms * percent / 100)
            return ProgressionStep(progress: next, change: .restarted(percent: percent))
        }
    }

    /// `progress` at the end of a `cycle` block: unchanged for a lift not performed in it;
    /// else the training max +`increment`, or `failurePercent` of itself when an AMRAP set
    /// fell short. Other rules have no block and return `progress` as it is.
    public func closingCycle(_ progress: LiftProgress, increment: Double, round: (Double) -> Double) -> ProgressionStep {
        guard case .cycle(_, let percent) = self, progress.performedInCycle else {
            return ProgressionStep(progress: progress)
        }
        var next = progress
        next.performedInCycle = false
        next.shortInCycle = false
        guard progress.shortInCycle else {
            next.baseKilograms = min(next.baseKilograms + increment, Self.maximumKilograms)
            return ProgressionStep(progress: next, change: .increased(kilograms: increment))
        }
        next.baseKilograms = round(progress.baseKilograms * percent / 100)
        return ProgressionStep(progress: next, change: .trainingMaxLowered(percent: percent))
    }
}
