/// A set's (or a sum of sets') volume under each load type, so that the load type can be
/// chosen after summing: the SQL summary sums the same columns per exercise.
///
/// For a set with reps, a weight `w` (0 when absent) and the bodyweight `b` known at the
/// set, if any: external `w × reps`; assisted `max(b − w, 0) × reps`; bodyweight plus load
/// `(b + w) × reps`. Without a known `b` the last two are 0 and the set is counted in
/// `setsWithoutBodyweight`. Sets without reps add nothing.
public struct LoadVolumes: Sendable, Equatable {
    /// Σ w × reps, in kilograms.
    public var external: Double = 0
    /// Σ max(b − w, 0) × reps over sets with a known bodyweight, in kilograms.
    public var assisted: Double = 0
    /// Σ (b + w) × reps over sets with a known bodyweight, in kilograms.
    public var bodyweightPlusLoad: Double = 0
    /// Sets with reps but no bodyweight known at their time.
    public var setsWithoutBodyweight = 0

    /// Nothing.
    public init() {}

    /// The summed columns as the SQL summary reads them.
    public init(external: Double, assisted: Double, bodyweightPlusLoad: Double, setsWithoutBodyweight: Int) {
        self.external = external
        self.assisted = assisted
        self.bodyweightPlusLoad = bodyweightPlusLoad
        self.setsWithoutBodyweight = setsWithoutBodyweight
    }

    /// The volumes of `set` given the bodyweight known at its time.
    public init(of set: WorkoutSet, bodyweightKilograms: Double?) {
        guard set.reps > 0 else { return }
        let reps = Double(set.reps)
        if let weight = set.weightKilograms { external = weight * reps }
        guard let bodyweight = bodyweightKilograms else {
            setsWithoutBodyweight = 1
            return
        }
        let weight = set.weightKilograms ?? 0
        assisted = max(bodyweight - weight, 0) * reps
        bodyweightPlusLoad = (bodyweight + weight) * reps
    }

    /// Adds `other`'s sums to these.
    public mutating func add(_ other: LoadVolumes) {
        external += other.external
        assisted += other.assisted
        bodyweightPlusLoad += other.bodyweightPlusLoad
        setsWithoutBodyweight = setsWithoutBodyweight.addingSaturated(other.setsWithoutBodyweight)
    }

    /// The volume an exercise of `load` counts under `rules`, and how many of its sets
    /// counted none for want of a bodyweight.
    public func resolved(for load: LoadType, rules: VolumeRules) -> (kilograms: Double, setsWithoutBodyweight: Int) {
        switch load {
        case .external: (external, 0)
        case .bodyweight: rules.countsBodyweight ? (bodyweightPlusLoad, setsWithoutBodyweight) : (external, 0)
        case .assisted: (assisted, setsWithoutBodyweight)
        case .weightedBodyweight: (bodyweightPlusLoad, setsWithoutBodyweight)
        }
    }
}
