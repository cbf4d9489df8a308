/// An exercise and the muscle groups it trains: primary ones get full credit for volume,
/// secondary ones a configurable fraction.
public struct Exercise: Sendable, Equatable, Codable {
    /// The name as Strong and Hevy spell it, e.g. `Bench Press (Barbell)`.
    public var name: String
    /// The muscle groups doing most of the work.
    public var primaryMuscles: [MuscleGroup]
    /// The muscle groups assisting.
    public var secondaryMuscles: [MuscleGroup]

    /// `name`, training `primaryMuscles` and assisted by `secondaryMuscles`.
    public init(name: String, primaryMuscles: [MuscleGroup], secondaryMuscles: [MuscleGroup] = []) {
        self.name = name
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
    }
}
