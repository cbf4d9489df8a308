import Workouts

/// A session as `today` and `preview-program` answer it: the program, the day, the
/// session's number and each exercise's work sets with why they are at their weight.
public struct SessionReply: Encodable, Sendable, Equatable {
    /// One prescribed set.
    public struct WorkSet: Encodable, Sendable, Equatable {
        /// Its weight in kilograms.
        public var weightKilograms: Double
        /// Its weight in the current unit.
        public var weight: Double
        /// The current unit (`kg`, `lb`).
        public var unit: String
        /// The reps: the minimum of an AMRAP set, the bottom of a range.
        public var reps: Int
        /// Whether it is as many reps as possible.
        public var amrap: Bool
        /// The effort to aim for, or `null`.
        public var rpe: Double?
        /// The top of a rep range, or `null`.
        public var repsMax: Int?

        /// Every field, `rpe` and `repsMax` as `null` when absent.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(weightKilograms, forKey: .weightKilograms)
            try container.encode(weight, forKey: .weight)
            try container.encode(unit, forKey: .unit)
            try container.encode(reps, forKey: .reps)
            try container.encode(amrap, forKey: .amrap)
            try container.encode(rpe, forKey: .rpe)
            try container.encode(repsMax, forKey: .repsMax)
        }

        private enum CodingKeys: String, CodingKey {
            case weightKilograms, weight, unit, reps, amrap, rpe, repsMax
        }
    }

    /// One exercise of the session.
    public struct Exercise: Encodable, Sendable, Equatable {
        /// The exercise, as the catalog (or the lifter's history) names it.
        public var exercise: String
        /// Its track (`T1`), when the program trains it more than one way.
        public var track: String?
        /// Its work sets, in order (no warm-ups).
        public var sets: [WorkSet]
        /// Why it is at its weight.
        public var why: String
    }

    /// The program's name in the config.
    public var program: String
    /// The day's name.
    public var day: String
    /// The session's number in the program, from 1.
    public var session: Int
    /// The exercises, in the program's order.
    public var exercises: [Exercise]

    /// The next session of `replay`, program `name`, its weights in `unit`.
    init(next replay: ProgramReplay, program name: String, unit: WeightUnit) {
        let session = replay.nextSession
        program = name
        day = session.day
        self.session = session.number
        exercises = session.lifts.map { lift in
            Exercise(
                exercise: lift.lift.key.exercise, track: lift.lift.key.track,
                sets: lift.sets.map { set, kilograms in
                    WorkSet(
                        weightKilograms: kilograms, weight: ShownNumber.inUnitValue(unit.value(fromKilograms: kilograms)),
                        unit: unit.symbol, reps: set.reps, amrap: set.amrap, rpe: set.rpe, repsMax: set.repsMax)
                },
                why: ProgressionWhy.text(for: lift, in: replay))
        }
    }

    /// The session for people, one line per exercise:
    /// `Squat (Barbell): 5×5 @ 100 kg (+2.5 kg: every 5×5 done last session)`.
    public var text: String {
        let lines = exercises.map { "\($0.name): \($0.setsText) (\($0.why))" }
        return (["\(program) session \(session), day \(day):"] + lines).joined(separator: "\n")
    }
}

extension SessionReply.Exercise {
    /// The exercise with its track, as people read it: `Squat (Barbell) [T1]`.
    public var name: String { LiftKey(exercise: exercise, track: track).description }

    /// Its sets, runs of equal ones written once: `5×5 @ 100 kg`, `1×5 @ 40 kg, 1×5+ @ 50 kg`.
    public var setsText: String {
        SchemeText.runs(of: sets).map { set, count in
            "\(count)×\(SchemeText.reps(set.reps, upTo: set.repsMax, amrap: set.amrap)) @ "
                + "\(DecimalText.trimmed(set.weight, digits: 1)) \(set.unit)"
        }.joined(separator: ", ")
    }
}
