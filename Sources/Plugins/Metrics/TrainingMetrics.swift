import FoundationEssentials
import Workouts

/// The training numbers `metrics` exposes: this week's working sets per muscle group (as
/// `volume` counts them) and the best estimated one-rep max of the tracked lifts (those the
/// weekly report charts: `trend-lifts`, else `ChartedLifts`' big lifts) over
/// the twelve weeks ending with this week.
struct TrainingMetrics: Sendable, Equatable {
    /// Every muscle group, with 0 sets when it had none this week.
    var workingSets: [MuscleGroupVolume]
    /// Exercise → best estimated one-rep max in kilograms; a lift without an estimate is left out.
    var estimatedMaxima: [String: Double]

    /// The numbers for the week containing `now`, under `options`.
    static func read(
        at now: Date, options: MetricsOptions, reader: any TrainingSummaryReading,
        catalog: ExerciseCatalog, estimate: OneRepMaxEstimate
    ) throws -> TrainingMetrics {
        let calendar = options.weekCalendar
        let thisWeek = calendar.week(containing: now)
        guard let twelveWeeks = calendar.span(endingWith: thisWeek, count: 12), let week = twelveWeeks.weeks.last else {
            throw TrainingError.invalidValue(field: "time-zone", problem: "no twelve weeks end with \(thisWeek)")
        }
        let working = options.workingSetRules
        let totals = try reader.exerciseTotals(startedIn: week.period, rules: working)
        let credited = VolumeReport(exerciseTotals: totals, rules: working, catalog: catalog).muscleGroups
        let workingSets = MuscleGroup.allCases.map { group in
            credited.first { $0.muscleGroup == group }
                ?? MuscleGroupVolume(muscleGroup: group, sets: 0, reps: 0, volumeKilograms: 0)
        }
        var lifts = options.trendLifts
        if lifts.isEmpty {
            lifts = ChartedLifts.lifts(
                configured: [], in: try reader.workoutExerciseTotals(startedIn: twelveWeeks.period, rules: working))
        }
        var maxima: [String: Double] = [:]
        for lift in lifts {
            let trend = ExerciseTrend(
                exercise: lift, sets: try reader.datedSets(of: lift, startedIn: twelveWeeks.period),
                span: twelveWeeks, rules: working, load: catalog.load(of: lift), estimate: estimate)
            maxima[lift] = trend.weeks.compactMap(\.estimatedMaxKilograms).max()
        }
        return TrainingMetrics(workingSets: workingSets, estimatedMaxima: maxima)
    }
}
