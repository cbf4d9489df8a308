import SignalStore
import Workouts

/// The units a `units=` field takes, as `help` lists them.
let weightUnitValues = WeightUnit.allCases.map(\.rawValue)
/// The kinds a `kind=` field takes, as `help` lists them.
let setKindValues = SetKind.allCases.map(\.rawValue)

extension StartWorkout {
    public static let about = SignalDescription(
        "start a workout, now or at a past time; sets logged go into it until finish-workout",
        example: #"start-workout name="Push Day""#,
        fields: ["name": .init("what to call it", default: "the day's name, e.g. Tuesday workout"),
                 "notes": "a note on the workout",
                 "at": .init("when, ISO 8601 with a zone (2025-09-15T07:48:00+02:00); not in the future", default: "now"),
                 "program": .init("a training program (programs: in the config): the workout is its next session, "
                    + "named after its day, and finishing it progresses the program", default: "none")])
}

extension ResumeWorkout {
    public static let about = SignalDescription(
        "pick up the workout left unfinished (after a restart mid-workout, say)", example: "resume-workout")
}

extension LogSet {
    public static let about = SignalDescription(
        "log one set into the workout in progress (or the one named; with none, one is started)",
        example: #"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#,
        fields: [
            "exercise": "the exercise, as the catalog, Strong or Hevy spell it",
            "weight": "the load in units; leave it out for a bodyweight set",
            "reps": .init("repetitions; 0 only for a timed or distance set", default: "0"),
            "units": .init("the unit of weight", values: weightUnitValues, defaultOption: "units"),
            "kind": .init("what the set was for", values: setKindValues, default: "normal"),
            "rpe": "rate of perceived exertion, 0 to 10",
            "seconds": "the duration of a timed set, in seconds",
            "distance": "the distance covered, in metres",
            "notes": "a note on the set",
            "workout": .init("the workout's id", default: "the workout in progress"),
            "at": .init("when the set was done, ISO 8601 with a zone; not in the future nor before its workout started",
                        default: "now"),
        ])
}

extension UndoLastSet {
    public static let about = SignalDescription(
        "remove the last set logged", example: "undo-last-set",
        fields: ["workout": .init("the workout's id", default: "the workout in progress")])
}

extension FinishWorkout {
    public static let about = SignalDescription(
        "end the workout in progress, now or at a past time, and answer with its summary", example: "finish-workout",
        fields: ["at": .init("when it ended, ISO 8601 with a zone; not in the future nor before its start or last set",
                             default: "now")])
}

extension DeleteWorkout {
    public static let about = SignalDescription(
        "delete a stored workout and its sets", example: "delete-workout workout=3",
        fields: ["workout": "the workout's id (workouts lists them)"])
}

extension DeleteSet {
    public static let about = SignalDescription(
        "delete one stored set", example: "delete-set set=42",
        fields: ["set": "the set's id (workout workout=N lists them)"])
}

extension UpdateSet {
    public static let about = SignalDescription(
        "correct a stored set in place; only the values given change",
        example: "update-set set=42 weight=102.5 reps=5",
        fields: [
            "set": "the set's id (workout workout=N lists them)",
            "weight": "the new load in units",
            "reps": "the new repetitions",
            "units": .init("the unit of weight", values: weightUnitValues, defaultOption: "units"),
            "kind": .init("what the set was for", values: setKindValues),
            "rpe": "the new rate of perceived exertion",
            "exercise": "the exercise it was",
        ])
}

extension ListWorkouts {
    public static let about = SignalDescription(
        "list recent workouts, newest first", example: "workouts limit=5",
        fields: ["limit": .init("how many", default: "20")])
}

extension ShowWorkout {
    public static let about = SignalDescription(
        "show one workout with its sets and their ids", example: "workout workout=3",
        fields: ["workout": "the workout's id (workouts lists them)"])
}

extension Volume {
    public static let about = SignalDescription(
        "a week's training volume per exercise and muscle group", example: "volume week=last",
        fields: ["week": .init("the ISO week, YYYY-Www, or this or last (in the config's zone)",
                               default: "this week")])
}

extension RenameExercise {
    public static let about = SignalDescription(
        "store an exercise's sets under another name, which no other stored exercise has; records are rebuilt",
        example: #"rename-exercise from=Benchpresss to="Bench Press (Barbell)""#,
        fields: ["from": "the stored exercise, in any case or spacing",
                 "to": "its new name (the catalog's spelling when the catalog knows it)"])
}

extension MergeExercises {
    public static let about = SignalDescription(
        "move an exercise's sets into another exercise (or a new name); records are rebuilt",
        example: #"merge-exercises from="Flat Bench" into="Bench Press (Barbell)""#,
        fields: ["from": "the stored exercise whose sets move", "into": "the exercise they join"])
}
