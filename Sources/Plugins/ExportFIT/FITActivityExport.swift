import Foundation
import Workouts

/// Workouts as Garmin FIT activity files, one per workout (`workout-<id>.fit`), which
/// Garmin Connect, Strava and FIT tools read as strength-training activities with their
/// sets, reps, weights and exercises. A workout that started before 1998-07-04, which FIT
/// cannot date, gets no file.
public struct FITActivityExport: WorkoutExportFormat {
    public static let pluginName = "export-fit"
    public static let formatName = "fit"

    /// The format.
    public init() {}

    public func files(for workouts: [Workout], batch: String, dates: ZonedDateText) throws -> [ExportedFile] {
        try workouts.compactMap { workout -> ExportedFile? in
            guard let identifier = workout.id, let end = workout.end else { return nil }
            let file = FITActivityFile(workout, end: end, timeZone: dates.timeZone)
            do {
                return ExportedFile(name: Self.fileName(for: identifier), contents: try file.encoded())
            } catch is FITEncodingError {
                return nil
            }
        }
    }

    /// `workout-000042.fit` for workout 42: zero-padded to six digits, so files sort by id.
    public static func fileName(for identifier: WorkoutID) -> String {
        let text = String(identifier)
        return "workout-" + String(repeating: "0", count: max(0, 6 - text.count)) + text + ".fit"
    }
}

extension PluginDescriptor {
    /// `export-fit`.
    static let exportFIT = exportWriter(
        FITActivityExport(), summary: "on health-export-due: write each workout as a Garmin FIT activity file")
}
