import FoundationEssentials

/// What moves a program on, in the order it happened: a session logged for it, a session
/// skipped, or a training max (or working weight) set by hand.
public enum ProgramEvent: Sendable, Equatable {
    /// A finished session: each exercise's working sets, in the order done.
    case session(at: Date, sets: [String: [PerformedSet]])
    /// `skip-session`: the position moves on; no lift progresses or fails.
    case skipped(at: Date)
    /// `set-training-max`: the base of every lift of `exercise` (of `track` only, when
    /// given) becomes `kilograms`.
    case setBase(at: Date, exercise: String, track: String?, kilograms: Double)

    /// When it happened.
    public var date: Date {
        switch self {
        case .session(let date, _), .skipped(let date), .setBase(let date, _, _, _): date
        }
    }
}

/// One change to a lift's progress, with what caused it: the history `program-state`
/// shows and `progression` events announce.
public struct ProgressionRecord: Sendable, Equatable {
    /// The session (from 1) after which it changed, or that was next when it was set by hand.
    public var session: Int
    /// When.
    public var date: Date
    /// The lift.
    public var lift: LiftKey
    /// Its base before, in kilograms.
    public var beforeKilograms: Double
    /// Its progress after.
    public var after: LiftProgress
    /// Why; `nil` for a base set by hand.
    public var change: ProgressionChange?
    /// The sets the session that caused it prescribed; none at a block's end or by hand.
    public var prescribed: [PrescribedWork]
}

/// A prescribed set with the weight it was prescribed at.
public struct PrescribedWork: Sendable, Equatable {
    /// The set.
    public var set: PrescribedSet
    /// Its weight, in kilograms.
    public var kilograms: Double

    /// `set` at `kilograms`.
    public init(set: PrescribedSet, kilograms: Double) {
        self.set = set
        self.kilograms = kilograms
    }
}
