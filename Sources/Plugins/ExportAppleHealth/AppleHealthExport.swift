import FoundationEssentials
import Workouts

/// Workouts as an Apple Health `export.xml`: `HealthData` with an `ExportDate` (the latest
/// workout end, so the file depends only on the data) and one traditional strength
/// training `Workout` per workout, its sets, reps and volume as `MetadataEntry` elements.
public struct AppleHealthExport: SingleFileExportFormat {
    public static let pluginName = "export-apple-health"
    public static let formatName = "apple-health"
    public static let fileName = "export.xml"
    /// The activity type every liftd workout is exported as.
    public static let activityType = "HKWorkoutActivityTypeTraditionalStrengthTraining"

    /// The format.
    public init() {}

    public func write(_ batch: ExportBatch, dates: ZonedDateText, to files: ExportFiles) throws {
        try files.write(Self.fileName) { file in
            try file.write(#"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + #"<HealthData locale="en_US">"# + "\n"
                           + #" <ExportDate value="\#(dates.appleHealth(batch.latestEnd))"/>"# + "\n")
            try batch.forEachWorkout { workout in try file.write(element(for: workout, dates: dates)) }
            try file.write("</HealthData>\n")
        }
    }

    /// The `Workout` element of `workout`, each line ending in a line break.
    private func element(for workout: Workout, dates: ZonedDateText) -> String {
        let totals = WorkoutTotals(workout)
        let end = workout.end ?? workout.start
        let minutes = DecimalText.trimmed(end.timeIntervalSince(workout.start) / 60, digits: 3)
        var lines = #" <Workout workoutActivityType="\#(Self.activityType)" duration="\#(minutes)" durationUnit="min" "#
            + #"sourceName="liftd" sourceVersion="1" creationDate="\#(dates.appleHealth(end))" "#
            + #"startDate="\#(dates.appleHealth(workout.start))" endDate="\#(dates.appleHealth(end))">"# + "\n"
        let metadata = [
            ("LiftdWorkoutID", String(workout.id ?? 0)),
            ("LiftdWorkoutName", workout.name),
            ("LiftdSets", String(totals.sets)),
            ("LiftdReps", String(totals.reps)),
            ("LiftdVolume", DecimalText.trimmed(totals.volumeKilograms, digits: 3) + " kg"),
        ]
        for (key, value) in metadata {
            lines += #"  <MetadataEntry key="\#(key)" value="\#(XMLText.escaped(value))"/>"# + "\n"
        }
        return lines + " </Workout>\n"
    }
}

extension PluginDescriptor {
    /// `export-apple-health`.
    static let exportAppleHealth = exportWriter(
        AppleHealthExport(), summary: "on health-export-due: write workouts as an Apple Health export.xml")
}
