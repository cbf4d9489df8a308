import SignalStore

extension Today {
    public static let about = SignalDescription(
        "the next session of a training program: each exercise's work sets, weights and why",
        example: "today program=main",
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured")])
}

extension ShowProgramState {
    public static let about = SignalDescription(
        "a training program's training maxes, weights, stages, failures in a row and position, with their history",
        example: "program-state program=main",
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured")])
}

extension PreviewProgram {
    public static let about = SignalDescription(
        "a training program's next sessions as they would come, simulating success or failure; stores nothing",
        example: #"preview-program sessions=12 fail="Squat (Barbell)""#,
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured"),
                 "sessions": "how many sessions, 1 to 520",
                 "fail": .init("exercises to simulate failing, separated by commas", default: "none: every set done")])
}

extension SkipSession {
    public static let about = SignalDescription(
        "skip a training program's next session: the position moves on, no lift progresses or fails",
        example: "skip-session program=main",
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured"),
                 "at": .init("when, ISO 8601 with a zone, not in the future; sessions count in date order", default: "now")])
}

extension SetTrainingMax {
    public static let about = SignalDescription(
        "set a program lift's training max (or, without one, its working weight) by hand",
        example: #"set-training-max exercise="Squat (Barbell)" weight=140"#,
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured"),
                 "exercise": "the exercise, as the program names it",
                 "track": .init("only this track of the exercise (T1, T2)", default: "every track"),
                 "weight": "the new weight in the current unit, 0 to 1000 kg"])
}

extension ProgramReminder {
    public static let about = SignalDescription(
        "send a training program's next session to the notifiers as text (a schedule sends it)",
        example: "program-reminder program=main",
        fields: ["program": .init("the program, as programs: names it", default: "the only one configured")])
}

extension Progression {
    public static let about = SignalDescription.internal(
        "tells notifiers a session changed a program lift's training max or weight, and why",
        example: #"{"signal":"progression","program":"main","exercise":"Squat (Barbell)","session":3,"#
            + #""fromKilograms":100,"toKilograms":102.5,"why":"+2.5 kg: every 5×5 done last session"}"#,
        fields: ["program": "the program", "exercise": "the exercise", "track": "its track, if it has one",
                 "session": "the session after which it changed", "fromKilograms": "the weight before",
                 "toKilograms": "the weight after", "why": "why, in words"])
}

extension SessionReminder {
    public static let about = SignalDescription.internal(
        "tells notifiers what a program's next session is, as text (program-reminder sends it)",
        example: #"{"signal":"session-reminder","program":"main","session":13,"day":"A","text":"main session 13, day A: …"}"#,
        fields: ["program": "the program", "session": "the session's number", "day": "its day",
                 "text": "the session for people, one line per exercise"])
}
