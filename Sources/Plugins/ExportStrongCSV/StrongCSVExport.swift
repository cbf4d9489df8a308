import FoundationEssentials
import Workouts

/// Workouts as a Strong CSV (comma-separated, local times in the writer's zone) that
/// Strong-reading tools, liftd's importer included, read back as the same sets. Its header
/// names its units as Strong 6's does (`Weight (kg)`, `Distance (km)`, `Duration (sec)`), so
/// an import reads it right whatever `units` it assumes for a Strong classic file, and a
/// re-import of it changes nothing.
public struct StrongCSVExport: SingleFileExportFormat {
    public static let pluginName = "export-strong-csv"
    public static let formatName = "strong-csv"
    public static let fileName = "strong.csv"
    /// Strong's classic header, with the units named as Strong 6 names them.
    public static let header =
        "Date,Workout Name,Duration (sec),Exercise Name,Set Order,Weight (kg),Reps,Distance (km),Seconds,Notes,Workout Notes,RPE"

    /// The format.
    public init() {}

    public func write(_ batch: ExportBatch, dates: ZonedDateText, to files: ExportFiles) throws {
        try files.write(Self.fileName) { file in
            try file.write(Self.header + "\n")
            try batch.forEachWorkout { workout in try file.write(lines(of: workout, dates: dates)) }
        }
    }

    /// The rows of `workout`'s sets, each ending in a line break.
    private func lines(of workout: Workout, dates: ZonedDateText) -> String {
        let duration = workout.end.map { String(Int(saturating: $0.timeIntervalSince(workout.start).rounded())) } ?? ""
        var numberByExercise: [String: Int] = [:]
        var lines = ""
        for set in workout.sets {
            let order: String
            switch set.kind {
            case .warmUp: order = "W"
            case .drop: order = "D"
            case .failure: order = "F"
            case .normal:
                let number = (numberByExercise[set.exercise] ?? 0) + 1
                numberByExercise[set.exercise] = number
                order = String(number)
            }
            let fields = [
                dates.local(workout.start), Self.quoted(workout.name), duration, Self.quoted(set.exercise), order,
                Self.number(set.weightKilograms), String(set.reps), Self.number(set.distanceMeters.map { $0 / 1000 }),
                Self.number(set.durationSeconds), Self.quoted(set.notes), Self.quoted(workout.notes),
                Self.number(set.rpe),
            ]
            lines += fields.joined(separator: ",") + "\n"
        }
        return lines
    }

    /// `text` in double quotes, inner quotes doubled.
    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingEveryOccurrence(of: "\"", with: "\"\"") + "\""
    }

    /// The shortest text that reads back as `value`; empty when absent.
    private static func number(_ value: Double?) -> String {
        guard let value else { return "" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}

extension PluginDescriptor {
    /// `export-strong-csv`.
    static let exportStrongCSV = exportWriter(
        StrongCSVExport(), summary: "on health-export-due: write workouts as a Strong CSV, re-importable")
}
