import FoundationEssentials

/// A program as the config chooses it (`programs:`): its rules in both units, the day its
/// sessions start counting and each lift's starting training max or working weight. With
/// the manual changes and the sessions logged, it is all a program's state is derived from.
public struct ProgramSetup: Sendable, Equatable {
    /// The name config gives it, which `program=` names.
    public var name: String
    /// Where its rules come from, for messages: the file's path or `template 5-3-1`.
    public var origin: String
    /// Its rules with the kilogram increments and plate steps.
    public var inKilograms: Program
    /// Its rules with the pound increments and plate steps.
    public var inPounds: Program
    /// Workouts before this instant do not count; `nil` counts every one.
    public var starts: Date?
    /// Each lift's training max or working weight before the first session, in kilograms.
    public var bases: [LiftKey: Double]

    /// Program `name` read from `origin` in both units, starting at `starts` from `bases`.
    public init(
        name: String, origin: String, inKilograms: Program, inPounds: Program, starts: Date?, bases: [LiftKey: Double]
    ) {
        self.name = name
        self.origin = origin
        self.inKilograms = inKilograms
        self.inPounds = inPounds
        self.starts = starts
        self.bases = bases
    }

    /// Its rules in `unit`: the increments and plate steps the program gives for that unit.
    public func program(in unit: WeightUnit) -> Program {
        unit == .pounds ? inPounds : inKilograms
    }
}

/// What makes a name good for a program: `program=` and `programs:` keys spell it.
public enum ProgramName {
    /// The longest name.
    public static let maximumLength = 40

    /// Whether `name` is 1 to 40 lower-case letters, digits, `-` or `_`, starting with a
    /// letter, and not a word the text form reads as a value (`true`, `false`, `null`).
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= maximumLength,
              !["true", "false", "null"].contains(name) else { return false }
        func letter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
        return letter(first) && name.unicodeScalars.allSatisfy {
            letter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
        }
    }

    /// What a valid name looks like, for messages.
    public static let expected = "1 to 40 lower-case letters, digits, '-' or '_' starting with a letter (not true, "
        + "false or null), such as main or wendler"
}

extension Program {
    /// The program with each exercise named as `resolve` names it (the stored or catalog
    /// name an alias or a renamed exercise stands for), so its sets are found under one name.
    public func resolvingExercises(_ resolve: (String) -> String) -> Program {
        var resolved = self
        for day in resolved.days.indices {
            for lift in resolved.days[day].lifts.indices {
                resolved.days[day].lifts[lift].key.exercise = resolve(resolved.days[day].lifts[lift].key.exercise)
            }
        }
        return resolved
    }
}
