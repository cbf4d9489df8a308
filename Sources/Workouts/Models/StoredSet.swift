/// Identifies a stored set. Ids are never reused: a set deleted keeps its id retired.
public typealias SetID = Int64

/// A set as stored: its id, the workout it belongs to, and the set itself, so that one
/// set can be named later (`delete-set set=N`, `update-set set=N …`).
///
/// It encodes as the set's own fields plus `id` and `workout`.
public struct StoredSet: Sendable, Equatable, Encodable {
    /// The set's id.
    public var id: SetID
    /// The workout it belongs to.
    public var workout: WorkoutID
    /// The set.
    public var set: WorkoutSet

    /// Set `id` of workout `workout`.
    public init(id: SetID, workout: WorkoutID, set: WorkoutSet) {
        self.id = id
        self.workout = workout
        self.set = set
    }

    private enum CodingKeys: String, CodingKey {
        case id, workout
    }

    public func encode(to encoder: any Encoder) throws {
        try set.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(workout, forKey: .workout)
    }
}
