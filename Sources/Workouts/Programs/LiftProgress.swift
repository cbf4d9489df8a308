/// What one lift of a program carries from session to session.
public struct LiftProgress: Sendable, Equatable, Codable {
    /// The training max of a lift whose sets are percentages of it, else its working
    /// weight, in kilograms.
    public var baseKilograms: Double
    /// The set scheme a `stages` lift is on, from 0.
    public var stage = 0
    /// Failed sessions in a row at this weight (`linear`).
    public var failures = 0
    /// Whether a `cycle` lift was performed in the cycle so far.
    public var performedInCycle = false
    /// Whether a `cycle` lift's AMRAP set fell short of its minimum in the cycle so far.
    public var shortInCycle = false

    /// A lift starting at `baseKilograms`.
    public init(baseKilograms: Double) { self.baseKilograms = baseKilograms }
}

/// Why a lift's progress changed, for `progression` events and the state's history.
public enum ProgressionChange: Sendable, Equatable {
    /// Success: the weight (or training max) rose by `kilograms`.
    case increased(kilograms: Double)
    /// A failure was counted at the same weight; `failures` in a row now.
    case failureCounted(failures: Int)
    /// The failures in a row reached the limit: the weight became `percent` of itself.
    case deloaded(percent: Double)
    /// Failure moved a `stages` lift to the scheme `stage` (from 0) at the same weight.
    case nextStage(stage: Int)
    /// Failure at the last stage restarted the first at `percent` of the failed weight.
    case restarted(percent: Double)
    /// At a cycle's end an AMRAP set had fallen short: the training max became `percent` of itself.
    case trainingMaxLowered(percent: Double)
}

/// A lift's progress after a session, and why it changed (`nil` when it did not).
public struct ProgressionStep: Sendable, Equatable {
    /// The progress after the session.
    public var progress: LiftProgress
    /// Why it changed.
    public var change: ProgressionChange?

    /// `progress`, changed for `change`.
    public init(progress: LiftProgress, change: ProgressionChange? = nil) {
        self.progress = progress
        self.change = change
    }
}
