import SignalStore

extension WeeklyReportDue {
    public static let about = SignalDescription(
        "write the weekly report now (its schedule sends it on Mondays)", example: "weekly-report-due week=2025-W38",
        fields: ["week": .init("the ISO week, YYYY-Www", default: "the last complete week"),
                 "directory": .init("where to write it, inside the output directory", default: "the output directory")])
}

extension HealthExportDue {
    public static let about = SignalDescription(
        "write the health exports now (a schedule sends it)", example: "health-export-due since=all",
        fields: ["since": .init("the workouts to export: last-run, all, or those from a date (YYYY-MM-DD) on",
                                default: "last-run"),
                 "directory": .init("where to write them, inside the output directory", default: "the output directory")])
}

extension MetricsDue {
    public static let about = SignalDescription.internal(
        "write the metrics textfile now (a schedule sends it)", example: "metrics-due")
}

extension SiteRebuildDue {
    public static let about = SignalDescription.internal(
        "rebuild the site if training changed since its last build (liftd sends it once a minute then)",
        example: "site-rebuild-due")
}

extension ReportReady {
    public static let about = SignalDescription.internal(
        "tells notifiers that report files were written",
        example: #"{"signal":"report-ready","report":"weekly-summary","format":"markdown","paths":["w38.md"]}"#,
        fields: ["report": "the report's name", "format": "its format", "paths": "the files written",
                 "week": "the week it covers", "excluded": "what it left out, and why"])
}

extension PersonalRecordReached {
    public static let about = SignalDescription.internal(
        "tells notifiers a logged set set personal records",
        example: #"{"signal":"personal-record","exercise":"Squat (Barbell)","workout":3,"records":[]}"#,
        fields: ["exercise": "the exercise", "set": "the set's id", "workout": "the workout's id",
                 "records": "the records set"])
}

extension RecordsUpdated {
    public static let about = SignalDescription.internal(
        "tells notifiers what records an import set",
        example: #"{"signal":"records-updated","records":2,"exercises":["Squat (Barbell)"]}"#,
        fields: ["records": "how many records", "exercises": "the exercises that got them"])
}

extension UnitsChanged {
    public static let about = SignalDescription.internal(
        "tells renderers the unit changed, so they draw again", example: "units-changed units=lbs",
        fields: ["units": .init("the unit now shown", values: weightUnitValues)])
}

extension TrainingChanged {
    public static let about = SignalDescription.internal(
        "tells the site that training data changed", example: "training-changed cause=import",
        fields: ["cause": .init("what changed it", values: ["finish-workout", "import"])])
}
