import FoundationEssentials
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

    public func write(_ batch: ExportBatch, dates: ZonedDateText, to files: ExportFiles) throws {
        try batch.forEachWorkout { workout in
            guard let identifier = workout.id, let end = workout.end else { return }
            // A FIT file's header holds its size and its end a CRC: each is encoded whole, a
            // workout at a time.
            let contents: Data
            do {
                contents = try FITActivityFile(workout, end: end, timeZone: dates.timeZone).encoded()
            } catch is FITEncodingError {
                return
            }
            try files.write(Self.fileName(for: identifier)) { file in try file.write(contents) }
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
