import FoundationEssentials
import Workouts

/// Which stored workouts a `health-export-due` asks the repository for.
struct ExportSelection {
    /// The export whose written workouts are left out (`since=last-run`), or `nil`.
    let notWrittenBy: String?
    /// The earliest start, or `nil` for any.
    let startedFrom: Date?

    /// The selection for `start`, by the export named `export`.
    init(_ start: HealthExportDue.Start, export: String) {
        switch start {
        case .lastRun: (notWrittenBy, startedFrom) = (export, nil)
        case .all: (notWrittenBy, startedFrom) = (nil, nil)
        case .from(let date): (notWrittenBy, startedFrom) = (nil, date)
        }
    }
}

/// The first of an export's two passes over the stored workouts, read a page at a time
/// without their sets: which workouts it writes (a workout whose name, dates or duration
/// are outside `ValueRanges` is left out whole), so that the batch is named by its first and
/// last before anything is written, and when the last one ended. It holds an identifier per
/// workout, nothing more. The second pass (`forEachKeptWorkout`) reads them again with their
/// sets and hands them out one at a time.
struct ExportPlan {
    /// The identifiers of the workouts written, in order.
    private(set) var kept: [WorkoutID] = []
    /// The workouts left out whole, in order.
    private(set) var excludedWorkouts: [ExcludedRecord] = []
    /// The latest end (or start, without an end) of the workouts written.
    private(set) var latestEnd = Date(timeIntervalSince1970: 0)

    /// Reads the workouts `selection` names from `reader` and screens them with `ranges`.
    init(_ selection: ExportSelection, reader: any WorkoutExportReading, ranges: ValueRanges) throws {
        try reader.forEachExportablePage(
            notWrittenBy: selection.notWrittenBy, startedFrom: selection.startedFrom, withSets: false
        ) { page in
            for workout in page {
                guard let identifier = workout.id else { continue }
                if let violation = ranges.violation(in: workout) {
                    excludedWorkouts.append(ExcludedRecord(workout: identifier, reason: violation.description))
                } else {
                    kept.append(identifier)
                    latestEnd = max(latestEnd, workout.end ?? workout.start)
                }
            }
            return true
        }
    }

    /// Calls `body` with each workout the plan keeps, read again with its sets a page at a
    /// time, its sets outside `ranges` taken out and told to `excluded`. A workout gone
    /// since the first pass is skipped.
    func forEachKeptWorkout(
        _ selection: ExportSelection, reader: any WorkoutExportReading, ranges: ValueRanges,
        excluded: ([ExcludedRecord]) -> Void, _ body: (Workout) throws -> Void
    ) throws {
        guard let first = kept.first, let last = kept.last else { return }
        var next = kept.startIndex
        try reader.forEachExportablePage(
            notWrittenBy: selection.notWrittenBy, startedFrom: selection.startedFrom,
            after: first > .min ? first - 1 : .min, withSets: true
        ) { page in
            for workout in page {
                guard let identifier = workout.id, identifier <= last else { return false }
                while next < kept.endIndex, kept[next] < identifier { next += 1 }
                guard next < kept.endIndex, kept[next] == identifier else { continue }
                let screened = try ranges.screened([workout]) { try reader.storedSets(ofWorkout: $0)?.map(\.id) ?? [] }
                excluded(screened.excluded)
                for kept in screened.kept { try body(kept) }
            }
            return true
        }
    }

    /// `workouts` and `sets`, each in workout order, merged in workout order.
    static func merged(_ workouts: [ExcludedRecord], _ sets: [ExcludedRecord]) -> [ExcludedRecord] {
        var merged: [ExcludedRecord] = []
        merged.reserveCapacity(workouts.count + sets.count)
        var setIndex = sets.startIndex
        for record in workouts {
            while setIndex < sets.endIndex, sets[setIndex].workout < record.workout {
                merged.append(sets[setIndex])
                setIndex += 1
            }
            merged.append(record)
        }
        merged += sets[setIndex...]
        return merged
    }
}
