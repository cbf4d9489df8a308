import FoundationEssentials

/// The one table of values liftd stores. The control socket refuses a field outside it,
/// an importer skips the row, and reports leave out (and list) a stored value outside it,
/// as an older version may have stored one.
///
/// Dates are checked against the `now` the caller gives, so the domain never reads a clock.
public struct ValueRanges: Sendable, Equatable {
    /// A set's load, in kilograms.
    public static let weight = ValueRange(field: "weight", lowest: 0, highest: 1_000, unit: "kg")
    /// Repetitions in one set.
    public static let reps = ValueRange(field: "reps", lowest: 0, highest: 1_000)
    /// Rate of perceived exertion.
    public static let rpe = ValueRange(field: "rpe", lowest: 1, highest: 10)
    /// How long one set lasted, in seconds.
    public static let setDuration = ValueRange(field: "duration", lowest: 0, highest: 86_400, unit: "s")
    /// How long one workout lasted, in seconds.
    public static let workoutDuration = ValueRange(field: "workout duration", lowest: 0, highest: 86_400, unit: "s")
    /// Distance covered in one set, in metres.
    public static let distance = ValueRange(field: "distance", lowest: 0, highest: 1_000_000, unit: "m")
    /// The longest exercise or workout name, in bytes of UTF-8.
    public static let maximumNameBytes = 200
    /// The longest note a request may give a set or a workout, in bytes of UTF-8.
    public static let maximumNotesBytes = 4_096
    /// The earliest date: 1970-01-01 00:00 UTC.
    public static let earliestDate = Date(timeIntervalSince1970: 0)
    /// How far past now a date may lie: a day, for clocks and zones that disagree.
    public static let allowedLead: TimeInterval = 86_400
    /// The field names a workout's violations carry.
    public static let workoutNameField = "workout name", workoutStartField = "workout start",
                      workoutEndField = "workout end"

    /// The instant dates are checked against.
    public let now: Date

    /// The table, with dates allowed up to a day after `now`.
    public init(now: Date) { self.now = now }

    /// The latest date allowed.
    public var latestDate: Date { now + Self.allowedLead }

    /// Why `date` is not allowed in `field`, or `nil` when it is.
    public func violation(date: Date, field: String) -> RangeViolation? {
        let seconds = date.timeIntervalSince1970
        guard seconds >= Self.earliestDate.timeIntervalSince1970, seconds <= latestDate.timeIntervalSince1970 else {
            return RangeViolation(
                field: field, allowed: "between \(Self.text(Self.earliestDate)) and \(Self.text(latestDate)) (a day from now)",
                got: Self.text(date))
        }
        return nil
    }

    /// Why `name` is too long for `field` or holds a control character (a line break, a tab,
    /// a terminal's escape), or `nil` when it does neither.
    public static func violation(name: String, field: String) -> RangeViolation? {
        let bytes = name.utf8.count
        if bytes > maximumNameBytes {
            return RangeViolation(field: field, allowed: "at most \(maximumNameBytes) bytes of UTF-8", got: "\(bytes) bytes")
        }
        // The control characters (Unicode's Cc) by value: looking up each character's category
        // doubled the processor time of `liftd-bench import`.
        for (offset, scalar) in name.unicodeScalars.enumerated() where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
            let code = String(scalar.value, radix: 16, uppercase: true)
            return RangeViolation(field: field, allowed: "free of control characters",
                                  got: "U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code) at character \(offset + 1)")
        }
        return nil
    }

    /// Why a name a request gives for `field` is refused: `violation(name:field:)`, or a
    /// bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069), which can make a
    /// name read as another. Only requests are checked for these: exports written by phones
    /// hold isolates around names, and a stored name never keeps its sets out of a report.
    public static func violation(requestName name: String, field: String) -> RangeViolation? {
        if let violation = violation(name: name, field: field) { return violation }
        for (offset, scalar) in name.unicodeScalars.enumerated()
        where (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
            return RangeViolation(field: field, allowed: "free of bidirectional overrides and isolates",
                                  got: "U+\(String(scalar.value, radix: 16, uppercase: true)) at character \(offset + 1)")
        }
        return nil
    }

    /// Why `notes` given for `field` is too long, or `nil`. (Only requests are checked: a
    /// stored note never keeps its set out of a report.)
    public static func violation(notes: String, field: String) -> RangeViolation? {
        let bytes = notes.utf8.count
        guard bytes > maximumNotesBytes else { return nil }
        return RangeViolation(field: field, allowed: "at most \(maximumNotesBytes) bytes of UTF-8", got: "\(bytes) bytes")
    }

    /// Why `set` holds a value outside the table, or `nil` when it does not: every field
    /// that does not depend on the date (`WorkoutSet.rangeViolation`), then when it was done.
    public func violation(in set: WorkoutSet) -> RangeViolation? {
        if let violation = set.rangeViolation { return violation }
        return set.performedAt.flatMap { violation(date: $0, field: "performed at") }
    }

    /// Why a workout named `name`, from `start` to `end`, is outside the table, or `nil`.
    public func violation(inWorkoutNamed name: String, start: Date, end: Date?) -> RangeViolation? {
        if let violation = Self.violation(name: name, field: Self.workoutNameField) { return violation }
        if let violation = violation(date: start, field: Self.workoutStartField) { return violation }
        guard let end else { return nil }
        return Self.workoutDuration.violation(end.timeIntervalSince(start))
            ?? violation(date: end, field: Self.workoutEndField)
    }

    /// Why `workout` itself (not its sets) is outside the table, or `nil`.
    public func violation(in workout: Workout) -> RangeViolation? {
        violation(inWorkoutNamed: workout.name, start: workout.start, end: workout.end)
    }

    /// `date` as ISO 8601 in UTC, or as seconds from 1970 when it lies beyond years 1–9999.
    private static func text(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        guard seconds > -62_135_596_800, seconds < 253_402_300_800 else { return "\(seconds) seconds from 1970" }
        return date.formatted(.iso8601)
    }
}

extension WorkoutSet {
    /// Why a field of the set that does not depend on the date (weight, reps, RPE,
    /// duration, distance, the exercise name) is outside `ValueRanges`, or `nil`.
    public var rangeViolation: RangeViolation? {
        if let weightKilograms, let violation = ValueRanges.weight.violation(weightKilograms) { return violation }
        if let violation = ValueRanges.reps.violation(reps) { return violation }
        if let rpe, let violation = ValueRanges.rpe.violation(rpe) { return violation }
        if let durationSeconds, let violation = ValueRanges.setDuration.violation(durationSeconds) { return violation }
        if let distanceMeters, let violation = ValueRanges.distance.violation(distanceMeters) { return violation }
        return ValueRanges.violation(name: exercise, field: "exercise")
    }
}
