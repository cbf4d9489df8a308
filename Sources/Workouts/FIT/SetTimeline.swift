import FoundationEssentials

/// When each set and each rest of a finished workout took place, in whole milliseconds
/// from its start, for formats that need times per set (FIT). The segments follow one
/// another without gaps and add up to the workout's duration.
///
/// The rule:
/// - A set's active time is its recorded duration, else 4 s per rep (60 s without reps).
/// - **Logged live** (every set has the time it was logged, in order, within the workout):
///   a set ends when it was logged and starts its active time earlier, but not before the
///   previous set ended; the time before the first set, between sets and after the last
///   is rest.
/// - **Otherwise** (imports carry no times): the sets follow one another from the start,
///   each followed by a rest. The time the active times leave is shared equally among the
///   rests, the last rest taking what the division leaves over. When the active times add
///   up to more than the workout, they are shortened in proportion to fill it, with no rests.
/// - Rests of no length are left out.
public struct SetTimeline: Sendable, Equatable {
    /// A stretch of the workout: one set, or a rest.
    public struct Segment: Sendable, Equatable {
        /// The set's index in the workout, or `nil` for a rest.
        public var setIndex: Int?
        /// Milliseconds from the workout's start.
        public var start: Int64
        /// Its length in milliseconds.
        public var duration: Int64
        /// Where it ends, in milliseconds from the workout's start.
        public var end: Int64 { start + duration }
    }

    /// The workout's length in milliseconds.
    public let total: Int64
    /// The sets and rests, in order.
    public let segments: [Segment]

    /// The longest workout a timeline spans, FIT's longest duration: just under 50 days.
    public static let longest = Int64(UInt32.max - 1)

    /// The timeline of `workout`, taken to end at `end`; a workout or active time longer
    /// than `longest` is cut to it.
    public init(_ workout: Workout, end: Date) {
        let total = min(max(0, Self.milliseconds(end.timeIntervalSince(workout.start))), Self.longest)
        self.total = total
        let active = workout.sets.map { min(Self.activeTime($0), Self.longest) }
        let logged = workout.sets.compactMap { $0.performedAt.map { Self.milliseconds($0.timeIntervalSince(workout.start)) } }
        if !logged.isEmpty, logged.count == workout.sets.count, logged == logged.sorted(),
           let first = logged.first, let last = logged.last, first >= 0, last <= total {
            segments = Self.live(active: active, loggedAt: logged, total: total)
        } else {
            segments = Self.spread(active: active, total: total)
        }
    }

    /// A set's active time in milliseconds: its duration, else 4 s a rep, else 60 s.
    static func activeTime(_ set: WorkoutSet) -> Int64 {
        if let seconds = set.durationSeconds, seconds > 0 { return milliseconds(seconds) }
        return set.reps > 0 ? milliseconds(4 * Double(set.reps)) : 60_000
    }

    private static func live(active: [Int64], loggedAt: [Int64], total: Int64) -> [Segment] {
        var segments: [Segment] = []
        var cursor: Int64 = 0
        for (index, logged) in loggedAt.enumerated() {
            let end = min(max(logged, cursor), total)
            let start = max(cursor, end - active[index])
            if start > cursor { segments.append(Segment(setIndex: nil, start: cursor, duration: start - cursor)) }
            segments.append(Segment(setIndex: index, start: start, duration: end - start))
            cursor = end
        }
        if total > cursor { segments.append(Segment(setIndex: nil, start: cursor, duration: total - cursor)) }
        return segments
    }

    private static func spread(active: [Int64], total: Int64) -> [Segment] {
        guard !active.isEmpty else { return [] }
        let sum = active.reduce(0) { $0.addingReportingOverflow($1).overflow ? Int64.max : $0 + $1 }
        var lengths = active
        var rests = Array(repeating: Int64(0), count: active.count)
        if sum > total {
            // Each length is active × total / sum, in full width: both factors may near 2³².
            lengths = active.map { sum.dividingFullWidth($0.multipliedFullWidth(by: total)).quotient }
            lengths[lengths.count - 1] += total - lengths.reduce(0, +)
        } else {
            let left = total - sum
            let share = left / Int64(active.count)
            rests = Array(repeating: share, count: active.count)
            rests[rests.count - 1] += left - share * Int64(active.count)
        }
        var segments: [Segment] = []
        var cursor: Int64 = 0
        for index in active.indices {
            segments.append(Segment(setIndex: index, start: cursor, duration: lengths[index]))
            cursor += lengths[index]
            if rests[index] > 0 {
                segments.append(Segment(setIndex: nil, start: cursor, duration: rests[index]))
                cursor += rests[index]
            }
        }
        return segments
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int64 {
        Int64(clamping: Int(saturating: (seconds * 1_000).rounded()))
    }
}
