import FoundationEssentials

/// Identifies a stored workout.
public typealias WorkoutID = Int64

/// A training session: a name, when it started and ended, notes, and its sets in order.
public struct Workout: Sendable, Equatable, Codable {
    /// The stored workout's identifier; `nil` before it is stored.
    public var id: WorkoutID?
    /// The workout's name, e.g. `Push Day`.
    public var name: String
    /// When it started.
    public var start: Date
    /// When it ended; `nil` while it is in progress.
    public var end: Date?
    /// The user's notes on the whole workout.
    public var notes: String
    /// Its sets, in the order they were performed.
    public var sets: [WorkoutSet]

    /// A workout named `name` that started at `start`.
    public init(
        id: WorkoutID? = nil, name: String, start: Date, end: Date? = nil, notes: String = "",
        sets: [WorkoutSet] = []
    ) {
        self.id = id
        self.name = name
        self.start = start
        self.end = end
        self.notes = notes
        self.sets = sets
    }
}

/// A workout without its sets, for listings.
public struct WorkoutSummary: Sendable, Equatable, Codable {
    /// The stored workout's identifier.
    public var id: WorkoutID
    /// The workout's name.
    public var name: String
    /// When it started.
    public var start: Date
    /// When it ended; `nil` while in progress.
    public var end: Date?
    /// How many sets it holds.
    public var setCount: Int

    /// A summary of workout `id`.
    public init(id: WorkoutID, name: String, start: Date, end: Date?, setCount: Int) {
        self.id = id
        self.name = name
        self.start = start
        self.end = end
        self.setCount = setCount
    }
}
