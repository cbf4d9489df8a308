/// A workout read from an export, or the part of one that a streaming import reached: the
/// rows of one workout usually come together, but when they do not, a workout handed out
/// earlier is continued by a later piece.
public struct ImportedWorkout: Sendable, Equatable {
    /// The workout, with the sets of this piece in file order.
    public var workout: Workout
    /// For each exercise, how many of its sets this workout had in earlier pieces: the sets
    /// of this piece are numbered after them. Empty for a workout's first piece.
    public var earlierSets: [String: Int]
    /// The workout's place among the file's workouts, in order of first appearance.
    public var number: Int
    /// The line each set of this piece starts on, in the order of the sets.
    public var setLines: [Int]

    /// The piece `number` of the file holding `workout`, after `earlierSets`.
    public init(workout: Workout, earlierSets: [String: Int] = [:], number: Int = 0, setLines: [Int] = []) {
        self.workout = workout
        self.earlierSets = earlierSets
        self.number = number
        self.setLines = setLines
    }
}
