/// An exercise and the muscle groups it trains: primary ones get full credit for volume,
/// secondary ones a configurable fraction. Its load type says what its logged weight means.
public struct Exercise: Sendable, Equatable, Codable {
    /// The name as Strong and Hevy spell it, e.g. `Bench Press (Barbell)`.
    public var name: String
    /// The muscle groups doing most of the work.
    public var primaryMuscles: [MuscleGroup]
    /// The muscle groups assisting.
    public var secondaryMuscles: [MuscleGroup]
    /// What a logged weight means for volume.
    public var load: LoadType

    /// `name`, training `primaryMuscles` and assisted by `secondaryMuscles`, loaded as `load`.
    public init(
        name: String, primaryMuscles: [MuscleGroup], secondaryMuscles: [MuscleGroup] = [], load: LoadType = .external
    ) {
        self.name = name
        self.primaryMuscles = primaryMuscles
        self.secondaryMuscles = secondaryMuscles
        self.load = load
    }
}
