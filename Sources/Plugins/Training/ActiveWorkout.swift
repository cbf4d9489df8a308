import FoundationEssentials
import Workouts

/// The workout in progress, as the store remembers it between signals.
public struct ActiveWorkout: Sendable, Equatable, Codable {
    /// The stored workout's id.
    public var id: WorkoutID
    /// Its name.
    public var name: String
    /// When it started.
    public var start: Date
    /// Sets logged so far.
    public var setCount: Int

    /// Workout `id`, named `name`, started at `start` with `setCount` sets.
    public init(id: WorkoutID, name: String, start: Date, setCount: Int = 0) {
        self.id = id
        self.name = name
        self.start = start
        self.setCount = setCount
    }
}
