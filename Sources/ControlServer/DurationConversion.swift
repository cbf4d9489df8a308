extension Duration {
    /// Whole milliseconds, rounded up so a short wait never becomes a busy loop.
    public var roundedUpMilliseconds: Int64 {
        let (seconds, attoseconds) = components
        let milliseconds = attoseconds / 1_000_000_000_000_000
        let remainder = attoseconds % 1_000_000_000_000_000
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? .min : .max }
        return whole.addingReportingOverflow(milliseconds + (remainder > 0 ? 1 : 0)).partialValue
    }
}
