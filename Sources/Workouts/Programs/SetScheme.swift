/// A group of prescribed sets as a program file writes it: `5x5`, `3x8-12`, `3x5+ @85%`,
/// `1x5 @60kg rpe 8`. The `+` makes the group's last set AMRAP; without `@` the sets
/// carry the lift's working weight.
public enum SetScheme {
    /// The most sets one group may hold.
    public static let maximumSets = 20
    /// The most reps one set may ask for.
    public static let maximumReps = 100

    /// The sets `text` spells, or a problem saying what is wrong with it.
    public static func parse(_ text: String) throws(SetSchemeProblem) -> [PrescribedSet] {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let first = words.first else { throw SetSchemeProblem("expected sets like 5x5, 3x8-12 or 3x5+, found nothing") }
        let (count, reps, repsMax, amrap) = try counts(first)
        var load = PrescribedSet.Load.working
        var rpe: Double?
        var rest = words.dropFirst()
        while let word = rest.popFirst() {
            if word.hasPrefix("@") {
                load = try Self.load(String(word.dropFirst()))
            } else if word.lowercased() == "rpe", let value = rest.popFirst() {
                guard let number = Double(value), number >= 1, number <= 10 else {
                    throw SetSchemeProblem("RPE '\(value)' is not a number from 1 to 10")
                }
                rpe = number
            } else {
                throw SetSchemeProblem("unexpected '\(word)' in '\(text)': expected @85%, @60kg, @135lb or rpe 8")
            }
        }
        var sets = Array(repeating: PrescribedSet(reps: reps, repsMax: repsMax, load: load, rpe: rpe), count: count)
        if amrap { sets[sets.count - 1].amrap = true }
        return sets
    }

    /// The count, reps, range top and AMRAP mark of `5x5`, `3x8-12`, `3x5+`.
    private static func counts(_ word: String) throws(SetSchemeProblem) -> (Int, Int, Int?, Bool) {
        let parts = word.lowercased().split(separator: "x", maxSplits: 1).map(String.init)
        guard parts.count == 2, let count = Int(parts[0]), (1...maximumSets).contains(count) else {
            throw SetSchemeProblem("'\(word)' is not sets×reps like 5x5: the sets must be 1 to \(maximumSets)")
        }
        var repsText = parts[1]
        let amrap = repsText.hasSuffix("+")
        if amrap { repsText.removeLast() }
        let bounds = repsText.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).map { Int($0) }
        guard let low = bounds.first ?? nil, (1...maximumReps).contains(low) else {
            throw SetSchemeProblem("'\(word)': the reps must be a whole number from 1 to \(maximumReps)")
        }
        guard bounds.count == 2 else { return (count, low, nil, amrap) }
        guard let high = bounds[1], high > low, high <= maximumReps else {
            throw SetSchemeProblem("'\(word)': a rep range like 8-12 needs a top above its bottom, at most \(maximumReps)")
        }
        return (count, low, high, amrap)
    }

    /// The load of `85%`, `60kg` or `135lb`.
    private static func load(_ text: String) throws(SetSchemeProblem) -> PrescribedSet.Load {
        let lowered = text.lowercased()
        if lowered.hasSuffix("%"), let percent = Double(lowered.dropLast()), percent > 0, percent <= 200 {
            return .percentOfTrainingMax(percent)
        }
        for unit in [WeightUnit.kilograms, .pounds] where lowered.hasSuffix(unit.rawValue) {
            if let value = Double(lowered.dropLast(2)), value >= 0, unit.kilograms(value) <= 1_000 {
                return .absolute(kilograms: unit.kilograms(value))
            }
        }
        throw SetSchemeProblem("'@\(text)' is not a load: expected a percentage of the training max (@85%, above 0 "
            + "and at most 200) or a weight (@60kg, @135lb, at most 1000 kg)")
    }
}

/// What is wrong with a set scheme's text, for the program reader to place at its line.
public struct SetSchemeProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problem, in words.
    public var description: String

    /// The problem `description`.
    public init(_ description: String) { self.description = description }
}
