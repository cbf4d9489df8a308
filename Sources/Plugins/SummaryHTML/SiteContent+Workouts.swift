import Foundation
import Workouts

/// The workouts and rows of week pages and the index, from each workout's totals.
extension SiteContent {
    /// The workouts in `totals` (one per start), oldest first, each with its rows.
    static func workouts(
        _ totals: [DatedExerciseVolume], calendar: WeekCalendar, rules: VolumeRules, catalog: ExerciseCatalog,
        dates: ZonedDateText, pages: [String: String]
    ) -> [(Date, SiteWorkout, [DatedExerciseVolume])] {
        var byStart: [Date: [DatedExerciseVolume]] = [:]
        for total in totals { byStart[total.startedAt, default: []].append(total) }
        return byStart.keys.sorted().map { start in
            let entries = byStart[start] ?? []
            let rows = merged(entries.map(\.volume))
                .map { $0.resolvingLoad(rules: rules, catalog: catalog) }
                .sorted { $0.exercise < $1.exercise }
                .map { row($0, pages: pages) }
            let workout = SiteWorkout(
                started: String(dates.local(start).prefix(16)), week: calendar.week(containing: start).description,
                exercises: rows)
            return (start, workout, entries)
        }
    }

    /// Totals summed per exercise.
    static func merged(_ volumes: [ExerciseVolume]) -> [ExerciseVolume] {
        var byExercise: [String: ExerciseVolume] = [:]
        for volume in volumes {
            guard var total = byExercise[volume.exercise] else {
                byExercise[volume.exercise] = volume
                continue
            }
            total.sets = total.sets.addingSaturated(volume.sets)
            total.reps = total.reps.addingSaturated(volume.reps)
            total.volumeKilograms += volume.volumeKilograms
            total.setsWithoutBodyweight += volume.setsWithoutBodyweight
            if var loads = total.loadVolumes, let other = volume.loadVolumes {
                loads.add(other)
                total.loadVolumes = loads
            } else {
                total.loadVolumes = nil
            }
            byExercise[volume.exercise] = total
        }
        return byExercise.keys.sorted().compactMap { byExercise[$0] }
    }

    static func row(_ volume: ExerciseVolume, pages: [String: String]) -> SiteExerciseRow {
        SiteExerciseRow(exercise: volume.exercise, page: pages[volume.exercise] ?? "", sets: volume.sets,
                        reps: volume.reps, volumeKilograms: volume.volumeKilograms)
    }
}
