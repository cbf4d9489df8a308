import FoundationEssentials

/// A program's state, derived by replaying everything that happened to it from its start:
/// the position in the cycle of days, each lift's progress, and how each changed. Nothing
/// of it is stored; the same events always give the same state.
public struct ProgramReplay: Sendable {
    /// The program followed.
    public let program: Program
    /// Sessions finished or skipped so far.
    public private(set) var position = 0
    /// Each lift's progress now.
    public private(set) var progress: [LiftKey: LiftProgress]
    /// Every change, oldest first.
    public private(set) var history: [ProgressionRecord] = []

    /// `program` before its first session, each lift at its base in `bases` (kilograms; a
    /// lift missing there starts at 0 kg).
    public init(program: Program, bases: [LiftKey: Double]) {
        self.program = program
        progress = Dictionary(
            program.lifts.map { ($0.key, LiftProgress(baseKilograms: bases[$0.key] ?? 0)) },
            uniquingKeysWith: { first, _ in first })
    }

    /// The state after `events`, applied in date order (ties in the order given).
    public static func replaying(_ events: [ProgramEvent], of program: Program, bases: [LiftKey: Double]) -> Self {
        var replay = Self(program: program, bases: bases)
        let ordered = events.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        for (_, event) in ordered { replay.apply(event) }
        return replay
    }

    /// The week of its block the next session is in, from 1 (`Program.weeksPerBlock`).
    public var weekOfBlock: Int { (position % program.sessionsPerBlock) / max(program.days.count, 1) + 1 }

    /// The next session: its number (from 1), its day and each lift's sets with weights.
    public var nextSession: PrescribedSession { session(at: position) }

    /// The prescription of session `position` (from 0) from the progress as it is now.
    private func session(at position: Int) -> PrescribedSession {
        guard !program.days.isEmpty else { return PrescribedSession(number: position + 1, day: "", lifts: []) }
        let day = program.days[position % program.days.count]
        let week = position / program.days.count
        return PrescribedSession(number: position + 1, day: day.name, lifts: day.lifts.map { lift in
            let current = progress[lift.key] ?? LiftProgress(baseKilograms: 0)
            let sets = lift.rule.sets(written: lift.sets, progress: current, week: week)
            return PrescribedLift(lift: lift, progress: current, sets: sets.map { set in
                (set: set, kilograms: set.kilograms(base: current.baseKilograms) { program.rounded($0, for: lift) })
            })
        })
    }

    /// Applies one event.
    public mutating func apply(_ event: ProgramEvent) {
        switch event {
        case .session(let date, let sets):
            let prescribed = session(at: position)
            for lift in prescribed.lifts {
                let outcome = LiftOutcome.judging(
                    sets[lift.lift.key.exercise] ?? [], against: lift.sets, needsTopReps: lift.lift.rule.needsTopReps)
                let step = lift.lift.rule.applying(
                    outcome, to: lift.progress, increment: lift.lift.incrementKilograms
                ) { program.rounded($0, for: lift.lift) }
                record(step, of: lift.lift, at: date, session: prescribed.number, prescribed: lift.sets)
            }
            advance(at: date)
        case .skipped(let date):
            advance(at: date)
        case .setBase(let date, let exercise, let track, let kilograms):
            for key in progress.keys.sorted() where key.exercise == exercise && (track == nil || key.track == track) {
                let before = progress[key]?.baseKilograms ?? 0
                progress[key]?.baseKilograms = kilograms
                if let after = progress[key] {
                    history.append(ProgressionRecord(
                        session: position + 1, date: date, lift: key, beforeKilograms: before, after: after, change: nil,
                        prescribed: []))
                }
            }
        }
    }

    /// Keeps `step`'s progress for `lift`, and the change in the history as made by
    /// `session`, whose `prescribed` sets were judged (none at a block's end).
    private mutating func record(
        _ step: ProgressionStep, of lift: ProgramLift, at date: Date, session: Int,
        prescribed: [(set: PrescribedSet, kilograms: Double)] = []
    ) {
        let before = progress[lift.key]?.baseKilograms ?? 0
        progress[lift.key] = step.progress
        guard let change = step.change else { return }
        history.append(ProgressionRecord(
            session: session, date: date, lift: lift.key, beforeKilograms: before, after: step.progress, change: change,
            prescribed: prescribed.map { PrescribedWork(set: $0.set, kilograms: $0.kilograms) }))
    }

    /// Moves to the next session, closing a block of `cycle` lifts at its end.
    private mutating func advance(at date: Date) {
        position += 1
        guard position % program.sessionsPerBlock == 0 else { return }
        for lift in program.lifts {
            guard let current = progress[lift.key] else { continue }
            let step = lift.rule.closingCycle(current, increment: lift.incrementKilograms) { program.rounded($0, for: lift) }
            record(step, of: lift, at: date, session: position)
        }
    }
}

/// A session as the program prescribes it.
public struct PrescribedSession: Sendable {
    /// Its number in the program, from 1.
    public var number: Int
    /// Its day's name.
    public var day: String
    /// Its lifts in the program's order.
    public var lifts: [PrescribedLift]
}

/// One lift of a prescribed session: the lift, its progress and its sets with weights.
public struct PrescribedLift: Sendable {
    /// The lift.
    public var lift: ProgramLift
    /// Its progress going into the session.
    public var progress: LiftProgress
    /// The work sets, each with its weight in kilograms.
    public var sets: [(set: PrescribedSet, kilograms: Double)]
}
