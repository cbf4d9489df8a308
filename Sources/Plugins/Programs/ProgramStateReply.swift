import FoundationEssentials
import Workouts

/// A program's state as `program-state` answers it.
public struct ProgramStateReply: Encodable, Sendable, Equatable {
    /// Where the program is in its cycle of days.
    public struct Position: Encodable, Sendable, Equatable {
        /// Sessions finished or skipped so far.
        public var sessionsDone: Int
        /// The next session's number, from 1.
        public var nextSession: Int
        /// The next session's day.
        public var day: String
        /// The week of the block the next session is in, from 1 (blocks of `cycle` lifts).
        public var week: Int
        /// The weeks in a block.
        public var weeks: Int
    }

    /// One lift's progress now.
    public struct Lift: Encodable, Sendable, Equatable {
        /// The exercise.
        public var exercise: String
        /// Its track, when the program trains it more than one way.
        public var track: String?
        /// Its progression rule (`linear`, `double`, `stages`, `cycle`).
        public var rule: String
        /// `training-max` when its sets are percentages of one, else `working-weight`.
        public var base: String
        /// The training max or working weight, in kilograms.
        public var baseKilograms: Double
        /// The same in the current unit.
        public var baseWeight: Double
        /// The stage a `stages` lift is on, from 1, with its sets.
        public var stage: Int?
        /// The sets of that stage.
        public var stageSets: String?
        /// Failures in a row at this weight (`linear`).
        public var failures: Int?
    }

    /// One change, oldest first.
    public struct Change: Encodable, Sendable, Equatable {
        /// The session after which it changed, or that was next when set by hand.
        public var session: Int
        /// When.
        public var date: Date
        /// The exercise.
        public var exercise: String
        /// Its track.
        public var track: String?
        /// The base before, in kilograms.
        public var fromKilograms: Double
        /// The base after, in kilograms.
        public var toKilograms: Double
        /// Why it changed.
        public var why: String
    }

    /// The most changes listed: the latest ones.
    public static let maximumChanges = 1_000

    /// The program's name.
    public var program: String
    /// Where its rules come from.
    public var origin: String
    /// The first instant its sessions count from, if it has one.
    public var starts: Date?
    /// The current unit.
    public var unit: String
    /// The position.
    public var position: Position
    /// Each lift, in the program's order.
    public var lifts: [Lift]
    /// The changes, oldest first (the latest `maximumChanges`).
    public var history: [Change]
    /// Older changes left out of `history`.
    public var historyOmitted: Int

    /// The state of program `setup` as `replay` derived it, weights in `unit`.
    init(setup: ProgramSetup, replay: ProgramReplay, unit: WeightUnit) {
        let rules = replay.program
        program = setup.name
        origin = setup.origin
        starts = setup.starts
        self.unit = unit.symbol
        let next = replay.nextSession
        position = Position(
            sessionsDone: replay.position, nextSession: next.number, day: next.day,
            week: replay.weekOfBlock, weeks: rules.weeksPerBlock)
        lifts = rules.lifts.map { lift in
            let progress = replay.progress[lift.key] ?? LiftProgress(baseKilograms: 0)
            var stage: Int?, stageSets: String?, failures: Int?
            switch lift.rule {
            case .stages(let stages, _):
                stage = progress.stage + 1
                stageSets = stages.indices.contains(progress.stage) ? SchemeText.text(of: stages[progress.stage]) : nil
            case .linear: failures = progress.failures
            case .double, .cycle: break
            }
            return Lift(
                exercise: lift.key.exercise, track: lift.key.track, rule: lift.rule.name,
                base: lift.usesTrainingMax ? "training-max" : "working-weight", baseKilograms: progress.baseKilograms,
                baseWeight: ShownNumber.inUnitValue(unit.value(fromKilograms: progress.baseKilograms)),
                stage: stage, stageSets: stageSets, failures: failures)
        }
        let liftsByKey = Dictionary(rules.lifts.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let shown = replay.history.suffix(Self.maximumChanges)
        historyOmitted = replay.history.count - shown.count
        history = shown.compactMap { record in
            guard let lift = liftsByKey[record.lift] else { return nil }
            return Change(
                session: record.session, date: record.date, exercise: record.lift.exercise, track: record.lift.track,
                fromKilograms: record.beforeKilograms, toKilograms: record.after.baseKilograms,
                why: ProgressionWhy.text(of: record, lift: lift, unit: unit))
        }
    }
}
