import FoundationEssentials
import Workouts

/// The whole training log up to an instant, gathered in one pass over its sets (in session
/// order) for the site's pages: each workout's and each week's volume per exercise (the
/// sets `rules` count, each set's load counted with the bodyweight known at it, as `volume`
/// counts it), each exercise's weeks as `trend` gives them (its volume counted alike), and
/// its records as the record store keeps them.
struct SiteLog {
    /// One workout: its start, its week and the volume of each exercise with a counted set.
    struct WorkoutVolumes {
        var start: Date
        var week: WeekIdentifier
        var exercises: [String: ExerciseVolume] = [:]
    }

    /// One exercise: its load type, its weeks (every week with a set) and its records tracker.
    struct ExerciseLog {
        let load: LoadType
        var weeks: [ExerciseTrendWeek] = []
        var records: ExerciseRecordTracker
        /// The sets of its last week seen, not yet made a row of `weeks`.
        fileprivate var pending: [DatedSet] = []
        fileprivate var pendingWeek: (week: WeekIdentifier, period: Range<Date>)?
    }

    /// The workouts with a counted set, oldest first.
    private(set) var workouts: [WorkoutVolumes] = []
    /// Each week with a counted set: its volume per exercise.
    private(set) var weeks: [WeekIdentifier: [String: ExerciseVolume]] = [:]
    /// Each exercise with a set.
    private(set) var exercises: [String: ExerciseLog] = [:]

    private let calendar: WeekCalendar
    private let rules: VolumeRules
    private let catalog: ExerciseCatalog
    private let estimate: OneRepMaxEstimate
    /// The week of the last set seen and its period: workouts come in order, so most sets
    /// fall in the week before them.
    private var currentWeek: (week: WeekIdentifier, period: Range<Date>)?
    private var currentWorkout: WorkoutID?

    /// Reads every set of the workouts that started before `end` from `reader`; `catalog`
    /// gives each exercise's load type.
    init(reader: any TrainingLogReading, before end: Date, calendar: WeekCalendar, rules: VolumeRules,
         catalog: ExerciseCatalog, estimate: OneRepMaxEstimate) throws {
        self.calendar = calendar
        self.rules = rules
        self.catalog = catalog
        self.estimate = estimate
        try reader.forEachLoggedSet(startedBefore: end) { add($0) }
        for name in exercises.keys { exercises[name]?.flush(rules: rules, estimate: estimate) }
        workouts.removeAll { $0.exercises.isEmpty }
    }

    /// The weeks with a counted set, oldest first.
    var weeksWithPages: [WeekIdentifier] { weeks.keys.sorted() }

    /// The exercises with a counted set.
    var exercisesWithPages: Set<String> {
        Set(exercises.keys.filter { name in exercises[name]?.weeks.contains { $0.sets != nil } ?? false })
    }

    private mutating func add(_ logged: LoggedSet) {
        guard let week = week(of: logged.startedAt) else { return }
        let name = logged.set.exercise
        if currentWorkout != logged.workout {
            currentWorkout = logged.workout
            workouts.append(WorkoutVolumes(start: logged.startedAt, week: week.week))
        }
        if rules.counts(logged.set) {
            let bodyweight = logged.bodyweightKilograms
            workouts[workouts.count - 1].exercises[name, default: ExerciseVolume(countingSetsOf: name)]
                .count(logged.set, bodyweightKilograms: bodyweight)
            weeks[week.week, default: [:]][name, default: ExerciseVolume(countingSetsOf: name)]
                .count(logged.set, bodyweightKilograms: bodyweight)
        }
        if exercises[name] == nil {
            let load = catalog.load(of: name)
            exercises[name] = ExerciseLog(load: load, records: ExerciseRecordTracker(estimate: estimate, load: load))
        }
        // In place: a copy taken out of the dictionary would copy its weeks on every set.
        exercises[name]?.add(logged, week: week, rules: rules, estimate: estimate)
    }

    /// The week `start` falls in, with its period.
    private mutating func week(of start: Date) -> (week: WeekIdentifier, period: Range<Date>)? {
        if let currentWeek, currentWeek.period.contains(start) { return currentWeek }
        let week = calendar.week(containing: start)
        guard let period = calendar.interval(of: week) else { return nil }
        currentWeek = (week, period)
        return currentWeek
    }
}

extension SiteLog.ExerciseLog {
    /// Adds `logged`, of `week`, making the week before it a row first when it is another.
    fileprivate mutating func add(
        _ logged: LoggedSet, week: (week: WeekIdentifier, period: Range<Date>), rules: VolumeRules,
        estimate: OneRepMaxEstimate
    ) {
        if pendingWeek?.week != week.week {
            flush(rules: rules, estimate: estimate)
            pendingWeek = week
        }
        pending.append(DatedSet(startedAt: logged.startedAt, set: logged.set, bodyweightKilograms: logged.bodyweightKilograms))
        _ = records.add(logged.recorded)
    }

    /// Makes the pending week's sets a row of `weeks`, as `trend` makes a week.
    fileprivate mutating func flush(rules: VolumeRules, estimate: OneRepMaxEstimate) {
        guard let week = pendingWeek, let first = pending.first else { return }
        let trend = ExerciseTrend(exercise: first.set.exercise, sets: pending, span: WeekSpan(weeks: [week]),
                                  rules: rules, load: load, estimate: estimate)
        weeks += trend.weeks.filter { $0.sets != nil || $0.topSet != nil }
        pending = []
        pendingWeek = nil
    }
}
