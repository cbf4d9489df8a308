/// How a computed weight is brought onto the plates a lifter has: to a multiple of `step`,
/// the nearest one (halves up) unless the program says `down`.
public struct WeightRounding: Sendable, Equatable {
    /// Which multiple of the step a weight goes to.
    public enum Direction: String, Sendable, CaseIterable {
        /// The nearest multiple; a weight exactly between two goes up.
        case nearest
        /// The multiple at or below the weight.
        case down
    }

    /// The smallest change the lifter can load (a pair of the smallest plates), in the
    /// unit the weights are in.
    public var step: Double
    /// Which multiple a weight goes to.
    public var direction: Direction

    /// Rounding to multiples of `step`, the nearest unless `direction` is `down`.
    public init(step: Double, direction: Direction = .nearest) {
        self.step = step
        self.direction = direction
    }

    /// `weight` on a multiple of the step, never below zero; unchanged when the step is not
    /// positive. A weight within a millionth of a step of a multiple counts as on it, so
    /// sums such as 0.1 + 0.2 round as written.
    public func rounded(_ weight: Double) -> Double {
        guard step > 0, step.isFinite, weight.isFinite else { return max(0, weight) }
        let steps = weight / step
        let tolerance = 1e-6
        let whole = switch direction {
        case .nearest: (steps + 0.5 + tolerance).rounded(.down)
        case .down: (steps + tolerance).rounded(.down)
        }
        return max(0, whole * step)
    }
}
