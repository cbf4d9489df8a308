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

/// What one exercise's stored weeks hold up to a report's end, read without a row per week:
/// its last week with sets, whether it has sets in the week asked about, and one
/// fingerprint of its sets in the weeks before that week (the per-week fingerprints' counts
/// and sums added up, so it changes when any set there is added, removed or changed).
public struct ExerciseWeeksFingerprint: Sendable, Equatable {
    /// The exercise's last week with a stored set before the end (the week the end cuts
    /// included); nil when it has none.
    public var lastWeek: WeekIdentifier?
    /// Whether the exercise has a stored set in the week asked about, before the end.
    public var holdsWeek: Bool
    /// The fingerprint of the exercise's sets before the end in the weeks before the week asked about.
    public var earlier: SetFingerprintTotal

    /// The weeks of an exercise whose last is `lastWeek`, with `earlier` before the week asked about.
    public init(lastWeek: WeekIdentifier?, holdsWeek: Bool, earlier: SetFingerprintTotal) {
        self.lastWeek = lastWeek
        self.holdsWeek = holdsWeek
        self.earlier = earlier
    }
}

/// Reads fingerprints of the stored sets by week and exercise (see `WeeklySetFingerprint`).
public protocol WeeklySetFingerprintReading: Sendable {
    /// A fingerprint per week of `calendar` and exercise of the sets within `ValueRanges` of
    /// the workouts that started before `end`, weeks oldest first; `countedSets` counts the
    /// sets `rules` count.
    func weeklySetFingerprints(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> [WeeklySetFingerprint]
    /// The same sets' fingerprints added up per week and per exercise, without a row per
    /// week and exercise.
    func setFingerprintTotals(before end: Date, calendar: WeekCalendar, rules: VolumeRules) throws -> SetFingerprintTotals
    /// `exercise`'s weeks of the same sets (those of workouts started before `end`): its last
    /// week, whether it has sets in `week` and the fingerprints of the weeks before `week` added
    /// up (before its last week when `week` is nil), read in a few rows however many weeks it has.
    func exerciseWeeksFingerprint(
        of exercise: String, before end: Date, earlierThan week: WeekIdentifier?, calendar: WeekCalendar, rules: VolumeRules
    ) throws -> ExerciseWeeksFingerprint
}
