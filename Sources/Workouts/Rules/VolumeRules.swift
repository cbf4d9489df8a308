/// How volume is counted: whether warm-ups count, how much credit secondary muscles get,
/// and whether plain bodyweight sets count the lifter's bodyweight.
public struct VolumeRules: Sendable, Equatable, Codable {
    /// Whether warm-up sets count toward sets, reps and volume.
    public var countsWarmUps: Bool
    /// The share of a set credited to each secondary muscle (primary muscles get 1).
    public var secondaryFraction: Double
    /// Whether a `bodyweight` exercise's set counts (bodyweight + any added weight) × reps
    /// (`bodyweight-volume: true`) rather than only its added weight.
    public var countsBodyweight: Bool

    /// Rules with liftd's defaults: warm-ups excluded, secondary muscles at half credit,
    /// bodyweight not counted as lifted.
    public init(countsWarmUps: Bool = false, secondaryFraction: Double = 0.5, countsBodyweight: Bool = false) {
        self.countsWarmUps = countsWarmUps
        self.secondaryFraction = secondaryFraction
        self.countsBodyweight = countsBodyweight
    }

    /// Whether `set` counts under these rules.
    public func counts(_ set: WorkoutSet) -> Bool {
        countsWarmUps || set.kind.isWorking
    }
}
