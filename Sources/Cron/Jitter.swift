/// A random delay added to a schedule's firings so that many schedules do not start at once.
public struct Jitter: Equatable, Sendable {
    /// Delays are shorter than this; zero means no jitter.
    public let maximum: Duration

    /// Jitter with delays in [0, `maximum`).
    public init(maximum: Duration) {
        self.maximum = max(maximum, .zero)
    }

    /// The delay for a random value `uniform` drawn from [0, 1): in [0, maximum), growing
    /// with `uniform`. Values outside [0, 1) are clamped into it.
    public func delay(uniform: Double) -> Duration {
        let nanoseconds = maximum.components.seconds * 1_000_000_000 + maximum.components.attoseconds / 1_000_000_000
        guard nanoseconds > 0, uniform.isFinite else { return .zero }
        let scaled = Int64((min(max(uniform, 0), 1) * Double(nanoseconds)).rounded(.down))
        return .nanoseconds(min(scaled, nanoseconds - 1))
    }
}
