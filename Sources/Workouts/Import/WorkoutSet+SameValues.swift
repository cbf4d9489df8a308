import FoundationEssentials

extension WorkoutSet {
    /// Whether `other` records the same set as this one, as a re-import compares a stored set
    /// with the file's: the same kind, reps and notes, and weights, RPE, durations and
    /// distances equal to the hundredth (0.01 kg), so a unit conversion's float noise is not
    /// a change. The exercise and the time performed are not compared.
    public func holdsSameValues(as other: WorkoutSet) -> Bool {
        func hundredths(_ value: Double?) -> Double? { value.map { ($0 * 100).rounded() } }
        return kind == other.kind && reps == other.reps && notes == other.notes
            && hundredths(weightKilograms) == hundredths(other.weightKilograms)
            && hundredths(rpe) == hundredths(other.rpe)
            && hundredths(durationSeconds) == hundredths(other.durationSeconds)
            && hundredths(distanceMeters) == hundredths(other.distanceMeters)
    }
}
