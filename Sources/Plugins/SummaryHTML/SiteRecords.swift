import Foundation
import Workouts

/// An exercise's current records as of the sets given (those before the report's week
/// ends), computed by the same rules the record store keeps them by (`PersonalRecords`),
/// so a later set never shows on an earlier week's site.
enum SiteRecords {
    /// The records of `exercise` from `sets` (its sets, in workout order), dated in `dates`' zone.
    static func current(
        of exercise: String, sets: [DatedSet], estimate: OneRepMaxEstimate, dates: ZonedDateText
    ) -> [SiteRecord] {
        // Sessions are told apart by their start; sets keep their order within one.
        let starts = Array(Set(sets.map(\.startedAt))).sorted()
        let sessions = Dictionary(uniqueKeysWithValues: starts.enumerated().map { ($1, WorkoutID($0 + 1)) })
        let recorded = sets.enumerated().map { index, dated in
            RecordedSet(id: SetID(index + 1), workout: sessions[dated.startedAt] ?? 0,
                        workoutStart: dated.startedAt, set: dated.set)
        }
        let computed = PersonalRecords(sets: recorded, estimate: estimate)
        let records = ExerciseRecords(exercise: exercise, tracker: computed.tracker, history: computed.history)
        return records.current.map { record in
            SiteRecord(kind: record.kind, weightKilograms: record.weight, value: record.value,
                       date: String(dates.local(record.date).prefix(10)))
        }
    }
}
