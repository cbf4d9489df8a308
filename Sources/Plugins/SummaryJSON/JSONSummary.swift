import FoundationEssentials
import JSONValues
import Workouts

/// The weekly summary as JSON for programs, written as `JSONOutput` writes every JSON file:
/// keys sorted, instants in ISO 8601 UTC, weights in the lifter's unit (the unit named) and
/// other fractions rounded once, there, to 0.01.
public struct JSONSummary: SummaryFormat {
    public static let pluginName = "summary-json"
    public static let formatName = "json"
    public static let fileExtension = "json"

    /// The format.
    public init() {}

    public func render(_ summary: WeeklySummary, units: WeightUnit) throws -> Data {
        Data(try JSONOutput.document(Document(summary, units: units)).utf8)
    }

    private struct Document: Encodable {
        struct Totals: Encodable {
            let sets: Double
            let reps: Double
            let volume: Double
        }
        struct Line: Encodable {
            let name: String
            let current: Totals
            let previous: Totals
            let volumeChange: Double
        }
        /// A record: `value` and `previous` in the unit, or reps for `most-reps`, whose
        /// `weight` says at what weight.
        struct Record: Encodable {
            let exercise: String
            let kind: String
            let weight: Double?
            let value: Double
            let previous: Double?
        }

        struct Average: Encodable {
            let name: String
            let average: Totals
        }
        struct Target: Encodable {
            let name: String
            let sets: Double
            let minimum: Double
            let maximum: Double
            let standing: String
        }
        struct EstimatedMaxWeek: Encodable {
            let week: String
            let estimatedMax: Double?
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(week, forKey: .week)
                try container.encode(estimatedMax, forKey: .estimatedMax)
            }
            private enum CodingKeys: String, CodingKey { case week, estimatedMax }
        }
        struct EstimatedMaxTrend: Encodable {
            let exercise: String
            let weeks: [EstimatedMaxWeek]
        }

        let week: String
        let start: Date
        let end: Date
        let timeZone: String
        let units: String
        let totals: Totals
        let previousTotals: Totals
        let muscleGroups: [Line]
        let exercises: [Line]
        let records: [Record]
        let unmapped: [String]
        /// Why some exercises count less volume than their sets suggest (no bodyweight known).
        let volumeNotes: [String]
        let excluded: [ExcludedRecord]
        let averageOfFourWeeksBefore: [Average]
        let targets: [Target]
        let estimatedMaxTrends: [EstimatedMaxTrend]

        init(_ summary: WeeklySummary, units unit: WeightUnit) {
            // Full precision here: `JSONOutput` rounds each number once, as it writes it.
            func weight(_ kilograms: Double) -> Double { unit.value(fromKilograms: kilograms) }
            week = summary.week.description
            start = summary.start
            end = summary.end
            timeZone = summary.timeZone
            units = unit.symbol
            let reps = { (lines: [ExerciseComparison], path: KeyPath<ExerciseComparison, ExerciseVolume>) in
                Double(lines.saturatedSum { $0[keyPath: path].reps })
            }
            totals = Totals(sets: Double(summary.sets), reps: reps(summary.exercises, \.current),
                            volume: weight(summary.volumeKilograms))
            previousTotals = Totals(
                sets: Double(summary.exercises.saturatedSum(of: \.previous.sets)), reps: reps(summary.exercises, \.previous),
                volume: weight(summary.previousVolumeKilograms))
            muscleGroups = summary.muscleGroups.map { line in
                Line(name: line.muscleGroup.rawValue,
                     current: Totals(sets: line.current.sets, reps: line.current.reps,
                                     volume: weight(line.current.volumeKilograms)),
                     previous: Totals(sets: line.previous.sets, reps: line.previous.reps,
                                      volume: weight(line.previous.volumeKilograms)),
                     volumeChange: weight(line.current.volumeKilograms - line.previous.volumeKilograms))
            }
            exercises = summary.exercises.map { line in
                Line(name: line.exercise,
                     current: Totals(sets: Double(line.current.sets), reps: Double(line.current.reps),
                                     volume: weight(line.current.volumeKilograms)),
                     previous: Totals(sets: Double(line.previous.sets), reps: Double(line.previous.reps),
                                      volume: weight(line.previous.volumeKilograms)),
                     volumeChange: weight(line.current.volumeKilograms - line.previous.volumeKilograms))
            }
            records = summary.records.map { found in
                let record = found.record
                let isReps = record.kind == .mostReps
                return Record(exercise: found.exercise, kind: record.kind.rawValue, weight: record.weight.map(weight),
                              value: isReps ? record.value : weight(record.value),
                              previous: record.previous.map { isReps ? $0 : weight($0) })
            }
            unmapped = summary.unmapped
            volumeNotes = summary.volumeNotes
            excluded = summary.excluded
            averageOfFourWeeksBefore = summary.averageOfFourWeeksBefore.map {
                Average(name: $0.muscleGroup.rawValue,
                        average: Totals(sets: $0.sets, reps: $0.reps, volume: weight($0.volumeKilograms)))
            }
            targets = summary.targets.map {
                Target(name: $0.muscleGroup.rawValue, sets: $0.sets, minimum: $0.target.minimum,
                       maximum: $0.target.maximum, standing: $0.standing.rawValue)
            }
            estimatedMaxTrends = summary.estimatedMaxTrends.map { trend in
                EstimatedMaxTrend(exercise: trend.exercise, weeks: trend.weeks.map {
                    EstimatedMaxWeek(week: $0.week.description, estimatedMax: $0.estimatedMaxKilograms.map(weight))
                })
            }
        }
    }
}

extension PluginDescriptor {
    /// `summary-json`.
    static let summaryJSON = summaryWriter(
        JSONSummary(), summary: "on weekly-report-due and units-changed: write the weekly summary as JSON")
}
