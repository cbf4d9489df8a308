import Foundation

/// A cheap fingerprint of one exercise's stored sets in one week, read without handing
/// over the sets, so a static site can tell which weeks and exercises changed since its
/// last build and read only those. Any set added, removed or changed there changes
/// `digest` (each workout's hash of every stored value, added up).
public struct WeeklySetFingerprint: Sendable, Equatable {
    /// The week of the workouts' starts.
    public var week: WeekIdentifier
    /// The exercise.
    public var exercise: String
    /// How many of these sets the totals count under the rules asked with.
    public var countedSets: Int
    /// Counts and sums of the sets' values, as text.
    public var digest: String

    /// The fingerprint of `exercise` in `week`.
    public init(week: WeekIdentifier, exercise: String, countedSets: Int, digest: String) {
        self.week = week
        self.exercise = exercise
        self.countedSets = countedSets
        self.digest = digest
    }
}

/// Reads fingerprints of the stored sets by week and exercise (see `WeeklySetFingerprint`).
public protocol WeeklySetFingerprintReading: Sendable {
    /// A fingerprint per week of `calendar` and exercise of the sets within `ValueRanges`
    /// of the workouts that started before `end`, weeks oldest first; `countedSets` counts
    /// the sets `rules` count.
    func weeklySetFingerprints(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> [WeeklySetFingerprint]
}
