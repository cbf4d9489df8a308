import FoundationEssentials
import SignalStore
import Workouts

/// Tells notifiers that a session changed a program lift's training max or working
/// weight, with why: `progression program=main exercise=… fromKilograms=100 toKilograms=102.5
/// why="+2.5 kg: every 5×5 done last session"`. Emitted by `finish-workout` and `import`,
/// one per changed lift.
public struct Progression: Signal, Equatable {
    public static let wireName = "progression"
    /// The program.
    public var program: String
    /// The exercise.
    public var exercise: String
    /// Its track, when the program trains it more than one way.
    public var track: String?
    /// The session after which it changed, from 1.
    public var session: Int
    /// The base before, in kilograms.
    public var fromKilograms: Double
    /// The base after, in kilograms.
    public var toKilograms: Double
    /// Why, in words.
    public var why: String

    /// The change of `exercise` (`track`) in `program` after `session`.
    public init(
        program: String, exercise: String, track: String? = nil, session: Int, fromKilograms: Double,
        toKilograms: Double, why: String
    ) {
        self.program = program
        self.exercise = exercise
        self.track = track
        self.session = session
        self.fromKilograms = fromKilograms
        self.toKilograms = toKilograms
        self.why = why
    }

    /// One `progression` of program `name` per lift whose progress differs between
    /// `before` and `after`: its base then and now, and why in the words of its latest
    /// change (weights in `unit`). However many sessions an import brings, each lift is
    /// announced once.
    static func events(of name: String, before: ProgramReplay, after: ProgramReplay, unit: WeightUnit) -> [Progression] {
        after.program.lifts.compactMap { lift in
            guard let now = after.progress[lift.key], now != before.progress[lift.key],
                  let record = after.history.last(where: { $0.lift == lift.key && $0.change != nil }) else { return nil }
            return Progression(
                program: name, exercise: lift.key.exercise, track: lift.key.track, session: record.session,
                fromKilograms: before.progress[lift.key]?.baseKilograms ?? record.beforeKilograms,
                toKilograms: now.baseKilograms, why: ProgressionWhy.text(of: record, lift: lift, unit: unit))
        }
    }
}

extension ProgramFollowing {
    /// Runs `change` (which logs sessions of program `name`) and returns the `progression`
    /// events it caused; `change` alone when no such program is configured. Once `change`
    /// is done, a failure to derive the state again is no failure of it: no events then.
    func progressions(
        of name: String?, in unit: WeightUnit, around change: () throws -> Void
    ) throws -> [Progression] {
        guard let name, isConfigured, let setup = try? setup(named: name), let before = try? replay(of: setup, in: unit)
        else {
            try change()
            return []
        }
        try change()
        return progressions(of: setup, since: before, in: unit)
    }

    /// The `progression` events of `setup` from the state `before` to the state now; none
    /// when the state cannot be derived again (what changed it is done by then).
    func progressions(of setup: ProgramSetup, since before: ProgramReplay, in unit: WeightUnit) -> [Progression] {
        guard let after = try? replay(of: setup, in: unit) else { return [] }
        return Progression.events(of: setup.name, before: before, after: after, unit: unit)
    }
}
