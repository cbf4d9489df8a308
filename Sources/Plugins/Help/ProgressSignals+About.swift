import SignalStore

extension ShowRecords {
    public static let about = SignalDescription(
        "an exercise's current personal records, with their dates and history; without exercise, every exercise's",
        example: #"records exercise="Squat (Barbell)""#,
        fields: ["exercise": .init("the exercise, as logged or imported", default: "every exercise, current records only")])
}

extension ListExercises {
    public static let about = SignalDescription(
        "the exercises stored and in the catalog, with their muscle groups and load type",
        example: "exercises search=press",
        fields: ["search": .init("text the name contains, ignoring case", default: "every exercise")])
}

extension Trend {
    public static let about = SignalDescription(
        "an exercise week by week: estimated max, top set, sets, reps and volume",
        example: #"trend exercise="Squat (Barbell)""#,
        fields: ["exercise": "the exercise, as logged or imported",
                 "weeks": .init("how many weeks, 1 to 520", default: "12"),
                 "to": .init("the last week, YYYY-Www", default: "the current week")])
}

extension MuscleTrendRequest {
    public static let about = SignalDescription(
        "a muscle group's sets and volume week by week", example: "muscle-trend muscle=chest weeks=8",
        fields: ["muscle": "the muscle group, as volume names it (any case)",
                 "weeks": .init("how many weeks, 1 to 520", default: "12"),
                 "to": .init("the last week, YYYY-Www", default: "the current week")])
}

extension LogBodyweight {
    public static let about = SignalDescription(
        "log a bodyweight", example: "log-bodyweight weight=81.5",
        fields: ["weight": "the bodyweight in units, 20 to 400 kg",
                 "units": .init("the unit of weight", values: weightUnitValues, defaultOption: "units"),
                 "at": .init("when it was measured, ISO 8601 with a zone", default: "now")])
}

extension ListBodyweights {
    public static let about = SignalDescription(
        "the bodyweights logged, newest first", example: "bodyweight limit=10",
        fields: ["limit": .init("how many, at most 10000", default: "30")])
}

extension Metrics {
    public static let about = SignalDescription(
        "liftd's metrics in the Prometheus text format", example: "metrics")
}

extension ChangeUnits {
    public static let about = SignalDescription(
        "show weights in another unit from now on (stored weights stay kilograms)", example: "change-units units=lbs",
        fields: ["units": .init("the unit to show", values: weightUnitValues)])
}
