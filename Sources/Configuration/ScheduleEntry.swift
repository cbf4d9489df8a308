import ZoneInfo

/// A signal to send on a timetable. Shape only: the scheduler validates the cron text.
public struct ScheduleEntry: Sendable {
    /// The schedule's unique name.
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation
    /// A 5-field cron expression or an alias like `@daily`, as written.
    public var cron: String
    /// Where the cron text is written, for the scheduler's errors.
    public var cronLocation: SourceLocation
    /// The zone the expression is read in; `nil` means the config's `time-zone`.
    public var timeZone: Zone?
    /// The wire name of the signal to send.
    public var signal: String
    /// Where the signal name is written.
    public var signalLocation: SourceLocation
    /// The signal's fields, as written (an empty map when none).
    public var payload: ConfigNode
    /// Whether a run missed while the daemon was down fires once when it is back.
    public var catchUp: Bool
    /// Each firing is delayed by a random amount below this.
    public var jitter: Duration
    /// Whether the schedule fires at all (it can still be run by hand).
    public var enabled: Bool

    /// The jitters a config may set: from none to a week (a firing delayed longer would run
    /// into a weekly schedule's next one). Cron's `Jitter` keeps its delays within the same week.
    public static let jitterRange: ClosedRange<Duration> = .zero ... .seconds(7 * 86_400)
}
