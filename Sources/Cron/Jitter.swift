/// A random delay added to a schedule's firings so that many schedules do not start at once.
public struct Jitter: Equatable, Sendable {
    /// Delays are shorter than this; zero means no jitter.
    public let maximum: Duration

    /// The jitters a config may set: from none to a week (a firing delayed longer would run
    /// into a weekly schedule's next one).
    public static let allowedMaximums: ClosedRange<Duration> = .zero ... .seconds(7 * 86_400)

    /// Jitter with delays in [0, `maximum`), `maximum` taken into `allowedMaximums`.
    public init(maximum: Duration) {
        self.maximum = min(max(maximum, Self.allowedMaximums.lowerBound), Self.allowedMaximums.upperBound)
    }

    /// The delay for a random value `uniform` drawn from [0, 1): in [0, maximum), growing
    /// with `uniform`. Values outside [0, 1) are clamped into it.
    public func delay(uniform: Double) -> Duration {
        // Within `allowedMaximums` a week of nanoseconds fits an Int64 many times over.
        let nanoseconds = maximum.components.seconds * 1_000_000_000 + maximum.components.attoseconds / 1_000_000_000
        guard nanoseconds > 0, uniform.isFinite else { return .zero }
        let scaled = Int64((min(max(uniform, 0), 1) * Double(nanoseconds)).rounded(.down))
        return .nanoseconds(min(scaled, nanoseconds - 1))
    }
}
