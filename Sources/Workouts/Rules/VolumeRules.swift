/// How volume is counted: whether warm-ups count, and how much credit secondary muscles get.
public struct VolumeRules: Sendable, Equatable, Codable {
    /// Whether warm-up sets count toward sets, reps and volume.
    public var countsWarmUps: Bool
    /// The share of a set credited to each secondary muscle (primary muscles get 1).
    public var secondaryFraction: Double

    /// Rules with liftd's defaults: warm-ups excluded, secondary muscles at half credit.
    public init(countsWarmUps: Bool = false, secondaryFraction: Double = 0.5) {
        self.countsWarmUps = countsWarmUps
        self.secondaryFraction = secondaryFraction
    }

    /// Whether `set` counts under these rules.
    public func counts(_ set: WorkoutSet) -> Bool {
        countsWarmUps || set.kind.isWorking
    }
}
