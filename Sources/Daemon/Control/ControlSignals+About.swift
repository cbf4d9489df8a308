import SignalStore

extension Ping {
    public static let about = SignalDescription("is liftd alive? Answers pong and its version", example: "ping")
}

extension Help {
    public static let about = SignalDescription(
        "the signals liftd takes; with name, one signal's purpose, fields, values, defaults and an example",
        example: "help name=log-set",
        fields: ["name": .init("the signal to describe", default: "all of them, briefly")])
}

extension Status {
    public static let about = SignalDescription(
        "version, uptime, config, chains run, queue depth, clients and recent errors", example: "status")
}

extension StateSnapshot {
    public static let about = SignalDescription("the store's state, as JSON", example: "state")
}

extension Reload {
    public static let about = SignalDescription(
        "read the config again; a bad one is refused and the old one keeps running", example: "reload")
}

extension Schedules {
    public static let about = SignalDescription(
        "each schedule with its last run and result and its next firing", example: "schedules")
}

extension RunSchedule {
    public static let about = SignalDescription(
        "fire a schedule now, even a disabled one, and answer with its outcome",
        example: "run-schedule name=weekly-report",
        fields: ["name": "the schedule's name (schedules lists them)"])
}

extension Subscribe {
    public static let about = SignalDescription(
        "stream liftd's events on this connection until it closes (liftctl watch sends it)",
        example: "subscribe events=chain-finished,error",
        fields: ["events": .init("the events to stream, comma-separated in the text form",
                                 values: EventKind.allCases.map(\.rawValue), default: "all of them")])
}
