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

/// The fingerprint of many sets together: those of one week, or of one exercise.
public struct SetFingerprintTotal: Sendable, Equatable {
    /// How many of the sets the totals count under the rules asked with.
    public var countedSets: Int
    /// Counts and sums of the sets' values, as text; any set added, removed or changed changes it.
    public var digest: String

    /// A fingerprint of sets of which `countedSets` count.
    public init(countedSets: Int, digest: String) {
        self.countedSets = countedSets
        self.digest = digest
    }
}

/// The fingerprints of the stored sets of every week and of every exercise.
public struct SetFingerprintTotals: Sendable, Equatable {
    /// Every week with a stored set.
    public var weeks: [WeekIdentifier: SetFingerprintTotal]
    /// Every exercise with a stored set.
    public var exercises: [String: SetFingerprintTotal]

    /// Fingerprints of `weeks` and `exercises`.
    public init(weeks: [WeekIdentifier: SetFingerprintTotal], exercises: [String: SetFingerprintTotal]) {
        self.weeks = weeks
        self.exercises = exercises
    }
}

/// Reads fingerprints of the stored sets by week and exercise (see `WeeklySetFingerprint`).
public protocol WeeklySetFingerprintReading: Sendable {
    /// A fingerprint per week of `calendar` and exercise (only `exercise`'s when one is named)
    /// of the sets within `ValueRanges` of the workouts that started before `end`, weeks
    /// oldest first; `countedSets` counts the sets `rules` count.
    func weeklySetFingerprints(
        of exercise: String?, before end: Date, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> [WeeklySetFingerprint]
    /// The same sets' fingerprints added up per week and per exercise, without a row per
    /// week and exercise.
    func setFingerprintTotals(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> SetFingerprintTotals
}

extension WeeklySetFingerprintReading {
    /// Every exercise's fingerprints per week (see `weeklySetFingerprints(of:before:calendar:rules:)`).
    public func weeklySetFingerprints(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> [WeeklySetFingerprint] {
        try weeklySetFingerprints(of: nil, before: end, calendar: calendar, rules: rules)
    }
}
