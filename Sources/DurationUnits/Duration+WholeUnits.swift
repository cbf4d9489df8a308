/// A `Duration` in the whole units system calls, protocols and file formats take: `epoll_wait`
/// milliseconds, `sd_notify` and environment microseconds, config milliseconds. Each one is
/// clamped to `Int64`'s range. (Seconds as a `Double` need no helper: `duration / .seconds(1)`.)
extension Duration {
    /// Whole milliseconds, the fraction dropped (rounded toward zero).
    public var wholeMilliseconds: Int64 { whole(per: 1_000_000_000_000_000, roundingUp: false) }

    /// Whole milliseconds, rounded up so a short wait never becomes a busy loop.
    public var roundedUpMilliseconds: Int64 { whole(per: 1_000_000_000_000_000, roundingUp: true) }

    /// Whole microseconds, the fraction dropped (rounded toward zero).
    public var wholeMicroseconds: Int64 { whole(per: 1_000_000_000_000, roundingUp: false) }

    /// The count of whole units of `unitAttoseconds` each, clamped to `Int64`; a remainder is
    /// dropped, or counted as one more unit when `roundingUp` (so toward positive infinity).
    private func whole(per unitAttoseconds: Int128, roundingUp: Bool) -> Int64 {
        let (quotient, remainder) = attoseconds.quotientAndRemainder(dividingBy: unitAttoseconds)
        return Int64(clamping: roundingUp && remainder > 0 ? quotient + 1 : quotient)
    }
}
