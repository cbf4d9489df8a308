import FoundationEssentials

private enum ClockKey: DependencyKey {
    static var liveValue: any Clock<Duration> { ContinuousClock() }
    static let name = "clock"
}

private enum NowKey: DependencyKey {
    static var liveValue: WallClock { WallClock { Date() } }
    static let name = "now"
}

/// Tells the wall-clock time: the instant as people and calendars see it.
public struct WallClock: Sendable {
    private let read: @Sendable () -> Date

    /// A wall clock that asks `read`.
    public init(_ read: @escaping @Sendable () -> Date) { self.read = read }

    /// A wall clock stopped at `date`.
    public static func constant(_ date: Date) -> Self { Self { date } }

    /// The current instant.
    public var now: Date { read() }
}

extension DependencyValues {
    /// The clock for measuring and waiting (deadlines, timeouts, sleeps).
    public var clock: any Clock<Duration> {
        get { self[ClockKey.self] }
        set { self[ClockKey.self] = newValue }
    }

    /// The wall-clock time, for timestamps and calendars.
    public var now: WallClock {
        get { self[NowKey.self] }
        set { self[NowKey.self] = newValue }
    }
}
