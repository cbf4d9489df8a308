import Workouts

/// The `workout` reply: the workout as stored, each set carrying its id.
///
/// It encodes as `Workout` does, except that every set also has `id` and `workout`.
public struct ShownWorkout: Encodable, Sendable, Equatable {
    /// The workout; its `sets` are not encoded (`sets` below replaces them).
    public var workout: Workout
    /// Its sets in order, with their ids.
    public var sets: [StoredSet]

    /// `workout` shown with `sets`.
    public init(workout: Workout, sets: [StoredSet]) {
        self.workout = workout
        self.sets = sets
    }

    private enum CodingKeys: String, CodingKey {
        case sets
    }

    public func encode(to encoder: any Encoder) throws {
        var bare = workout
        bare.sets = []
        try bare.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(sets, forKey: .sets)
    }
}
