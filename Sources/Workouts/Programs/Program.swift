/// A training program as liftd follows it: a cycle of days, each a list of lifts, with
/// its increments and rounding already chosen for the unit weights are shown in.
public struct Program: Sendable, Equatable {
    /// The program's name, as config names it.
    public var name: String
    /// The days, in the order sessions go through them.
    public var days: [ProgramDay]
    /// The unit whose plate steps the weights are rounded to.
    public var unit: WeightUnit

    /// `name`'s days, rounded in `unit`.
    public init(name: String, days: [ProgramDay], unit: WeightUnit = .kilograms) {
        self.name = name
        self.days = days
        self.unit = unit
    }

    /// Weeks in one block: the longest `cycle` lift's (one when no lift has a cycle). A
    /// week is one pass through the days.
    public var weeksPerBlock: Int {
        let weeks = days.flatMap(\.lifts).map { lift -> Int in
            if case .cycle(let weeks, _) = lift.rule { weeks.count } else { 1 }
        }.max() ?? 1
        return max(weeks, 1)
    }

    /// Sessions in one block: the days times `weeksPerBlock`. A `cycle` lift's training max
    /// changes at each block's end.
    public var sessionsPerBlock: Int { max(days.count, 1) * weeksPerBlock }

    /// The most work sets one session of the program prescribes, whatever stage or week
    /// its lifts are on.
    public var mostSetsInASession: Int {
        days.map { day in day.lifts.map(\.mostSetsInASession).reduce(0, +) }.max() ?? 0
    }

    /// Every lift in the program, each key once, in the order first met.
    public var lifts: [ProgramLift] {
        var seen: Set<LiftKey> = []
        return days.flatMap(\.lifts).filter { seen.insert($0.key).inserted }
    }

    /// `kilograms` rounded to the lift's plate step in the program's unit.
    public func rounded(_ kilograms: Double, for lift: ProgramLift) -> Double {
        unit.kilograms(lift.rounding.rounded(unit.value(fromKilograms: kilograms)))
    }
}

/// One day of a program: the lifts of its session, in order.
public struct ProgramDay: Sendable, Equatable {
    /// The day's name (`A`, `Squat day`).
    public var name: String
    /// Its lifts, in the order they are done.
    public var lifts: [ProgramLift]

    /// Day `name` with `lifts`.
    public init(name: String, lifts: [ProgramLift]) {
        self.name = name
        self.lifts = lifts
    }
}

/// Which progress a lift keeps: its exercise and, when one exercise is trained two ways
/// (a T1 and a T2 squat), its track.
public struct LiftKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The exercise, as the catalog names it.
    public var exercise: String
    /// The track, or `nil` for the exercise's only one.
    public var track: String?

    /// The progress of `exercise` on `track`.
    public init(exercise: String, track: String? = nil) {
        self.exercise = exercise
        self.track = track
    }

    public var description: String { track.map { "\(exercise) [\($0)]" } ?? exercise }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.description < rhs.description }
}

/// One lift of a day: its exercise and track, the sets it writes, how it progresses, and
/// its increment and rounding.
public struct ProgramLift: Sendable, Equatable {
    /// Whose progress it keeps.
    public var key: LiftKey
    /// The sets the file writes (`stages` and `cycle` lifts take theirs from the rule).
    public var sets: [PrescribedSet]
    /// How it progresses.
    public var rule: ProgressionRule
    /// What a success adds, in kilograms.
    public var incrementKilograms: Double
    /// The plate step, in the program's unit.
    public var rounding: WeightRounding

    /// Lift `key` of `sets`, progressing by `rule` in steps of `incrementKilograms`, rounded by `rounding`.
    public init(
        key: LiftKey, sets: [PrescribedSet], rule: ProgressionRule, incrementKilograms: Double, rounding: WeightRounding
    ) {
        self.key = key
        self.sets = sets
        self.rule = rule
        self.incrementKilograms = incrementKilograms
        self.rounding = rounding
    }

    /// The most work sets one session of the lift prescribes: its largest stage or week, or
    /// the sets the file writes.
    public var mostSetsInASession: Int {
        switch rule {
        case .stages(let stages, _): stages.map(\.count).max() ?? 0
        case .cycle(let weeks, _): weeks.map(\.count).max() ?? 0
        case .linear, .double: sets.count
        }
    }

    /// Whether its weights are percentages of a training max (its progress's base is one).
    public var usesTrainingMax: Bool {
        if case .cycle = rule { return true }
        let all: [PrescribedSet] = switch rule {
        case .stages(let stages, _): stages.flatMap { $0 } + sets
        default: sets
        }
        return all.contains { if case .percentOfTrainingMax = $0.load { true } else { false } }
    }
}
