import Foundation
import Workouts

/// Workouts as an Apple Health `export.xml`: `HealthData` with an `ExportDate` (the last
/// workout's end, so the file depends only on the data) and one traditional strength
/// training `Workout` per workout, its sets, reps and volume as `MetadataEntry` elements.
public struct AppleHealthExport: SingleFileExportFormat {
    public static let pluginName = "export-apple-health"
    public static let formatName = "apple-health"
    public static let fileName = "export.xml"
    /// The activity type every liftd workout is exported as.
    public static let activityType = "HKWorkoutActivityTypeTraditionalStrengthTraining"

    /// The format.
    public init() {}

    public func render(_ workouts: [Workout], batch: String, dates: ZonedDateText) throws -> Data {
        let exportDate = workouts.map { $0.end ?? $0.start }.max() ?? Date(timeIntervalSince1970: 0)
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<HealthData locale="en_US">"#,
            #" <ExportDate value="\#(dates.appleHealth(exportDate))"/>"#,
        ]
        for workout in workouts {
            let totals = WorkoutTotals(workout)
            let end = workout.end ?? workout.start
            let minutes = DecimalText.trimmed(end.timeIntervalSince(workout.start) / 60, digits: 3)
            lines.append(#" <Workout workoutActivityType="\#(Self.activityType)" duration="\#(minutes)" durationUnit="min" "#
                         + #"sourceName="liftd" sourceVersion="1" creationDate="\#(dates.appleHealth(end))" "#
                         + #"startDate="\#(dates.appleHealth(workout.start))" endDate="\#(dates.appleHealth(end))">"#)
            let metadata = [
                ("LiftdWorkoutID", String(workout.id ?? 0)),
                ("LiftdWorkoutName", workout.name),
                ("LiftdSets", String(totals.sets)),
                ("LiftdReps", String(totals.reps)),
                ("LiftdVolume", DecimalText.trimmed(totals.volumeKilograms, digits: 3) + " kg"),
            ]
            for (key, value) in metadata {
                lines.append(#"  <MetadataEntry key="\#(key)" value="\#(XMLText.escaped(value))"/>"#)
            }
            lines.append(" </Workout>")
        }
        lines.append("</HealthData>")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

extension PluginDescriptor {
    /// `export-apple-health`.
    static let exportAppleHealth = exportWriter(
        AppleHealthExport(), summary: "on health-export-due: write workouts as an Apple Health export.xml")
}
