import Foundation
import Workouts

/// An exercise's records as its sets are fed in, week after week, by the same rules the
/// record store keeps them by (`ExerciseRecordTracker`), so a later set never shows on an
/// earlier week's site and a build can go on from where the last one stopped.
struct SiteRecordFeed: Codable, Equatable {
    /// The records so far.
    var tracker: ExerciseRecordTracker
    /// How many sessions (distinct workout starts) and sets were fed, numbering the next ones.
    var sessions = 0
    var sets = 0

    /// An empty feed rating sets with `estimate`.
    init(estimate: OneRepMaxEstimate) { tracker = ExerciseRecordTracker(estimate: estimate) }

    /// Feeds `batch` (the exercise's sets of workouts that started after every set fed so
    /// far, in workout order): sessions are told apart by their start, sets keep their order
    /// within one.
    mutating func add(_ batch: [DatedSet]) {
        let starts = Array(Set(batch.map(\.startedAt))).sorted()
        let sessionOf = Dictionary(uniqueKeysWithValues: starts.enumerated().map { ($1, WorkoutID(sessions + $0 + 1)) })
        let recorded = batch.enumerated().map { index, dated in
            RecordedSet(id: SetID(sets + index + 1), workout: sessionOf[dated.startedAt] ?? 0,
                        workoutStart: dated.startedAt, set: dated.set)
        }
        tracker.add(inSessionOrder: recorded)
        sessions += starts.count
        sets += batch.count
    }

    /// The records as they stand, dated in `dates`' zone.
    func current(of exercise: String, dates: ZonedDateText) -> [SiteRecord] {
        ExerciseRecords(exercise: exercise, tracker: tracker, history: []).current.map { record in
            SiteRecord(kind: record.kind, weightKilograms: record.weight, value: record.value,
                       date: String(dates.local(record.date).prefix(10)))
        }
    }
}

extension SiteRecordFeed {
    private enum Key: String, CodingKey {
        case sessions, sets, estimate, firstSession, lastSession, bests, mostReps, earlierSessionBest, lastSessionVolume
    }

    /// A best of one kind, or the most reps at one weight, as kept.
    private struct Best: Codable {
        var kind: RecordKind?
        var weightHundredths: Int64?
        var mark: ExerciseRecordTracker.Mark
    }

    /// Reads a feed `encode(to:)` wrote.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let bests = try container.decode([Best].self, forKey: .bests)
        let mostReps = try container.decode([Best].self, forKey: .mostReps)
        tracker = ExerciseRecordTracker(
            estimate: try container.decode(OneRepMaxEstimate.self, forKey: .estimate),
            firstSession: try container.decodeIfPresent(SessionKey.self, forKey: .firstSession),
            lastSession: try container.decodeIfPresent(SessionKey.self, forKey: .lastSession),
            bests: Dictionary(bests.compactMap { best in best.kind.map { ($0, best.mark) } }, uniquingKeysWith: { a, _ in a }),
            mostReps: Dictionary(mostReps.compactMap { best in best.weightHundredths.map { ($0, best.mark) } },
                                 uniquingKeysWith: { a, _ in a }),
            earlierSessionBest: try container.decodeIfPresent(ExerciseRecordTracker.Mark.self, forKey: .earlierSessionBest),
            lastSessionVolume: try container.decodeIfPresent(ExerciseRecordTracker.Mark.self, forKey: .lastSessionVolume))
        sessions = try container.decode(Int.self, forKey: .sessions)
        sets = try container.decode(Int.self, forKey: .sets)
    }

    /// Writes the feed with its bests in a fixed order, so the same sets give the same bytes.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(sessions, forKey: .sessions)
        try container.encode(sets, forKey: .sets)
        try container.encode(tracker.estimate, forKey: .estimate)
        try container.encodeIfPresent(tracker.firstSession, forKey: .firstSession)
        try container.encodeIfPresent(tracker.lastSession, forKey: .lastSession)
        try container.encode(tracker.bests.sorted { $0.key.rawValue < $1.key.rawValue }
            .map { Best(kind: $0.key, mark: $0.value) }, forKey: .bests)
        try container.encode(tracker.mostReps.sorted { $0.key < $1.key }
            .map { Best(weightHundredths: $0.key, mark: $0.value) }, forKey: .mostReps)
        try container.encodeIfPresent(tracker.earlierSessionBest, forKey: .earlierSessionBest)
        try container.encodeIfPresent(tracker.lastSessionVolume, forKey: .lastSessionVolume)
    }
}
