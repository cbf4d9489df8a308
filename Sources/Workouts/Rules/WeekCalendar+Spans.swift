import FoundationEssentials

/// A run of consecutive weeks with the instants each covers.
public struct WeekSpan: Sendable, Equatable {
    /// The weeks, oldest first, each with its interval.
    public var weeks: [(week: WeekIdentifier, period: Range<Date>)]

    /// The span of `weeks`, consecutive and oldest first.
    public init(weeks: [(week: WeekIdentifier, period: Range<Date>)]) { self.weeks = weeks }

    /// From the first week's start to the last week's end.
    public var period: Range<Date> {
        guard let first = weeks.first, let last = weeks.last else { return Date.distantPast..<Date.distantPast }
        return first.period.lowerBound..<last.period.upperBound
    }

    /// The index of the week `date` falls in, or nil when it is outside the span.
    public func index(of date: Date) -> Int? {
        var low = 0
        var high = weeks.count
        while low < high {
            let middle = (low + high) / 2
            if weeks[middle].period.upperBound <= date { low = middle + 1 } else { high = middle }
        }
        guard low < weeks.count, weeks[low].period.contains(date) else { return nil }
        return low
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.weeks.map(\.week) == rhs.weeks.map(\.week) && lhs.weeks.map(\.period) == rhs.weeks.map(\.period)
    }
}

extension WeekCalendar {
    /// The `count` weeks that end with `last`, oldest first; nil when `last` does not exist
    /// (week 53 of a 52-week year).
    public func span(endingWith last: WeekIdentifier, count: Int) -> WeekSpan? {
        guard var period = interval(of: last) else { return nil }
        var weeks = [(week: last, period: period)]
        while weeks.count < count {
            let earlier = week(containing: period.lowerBound.addingTimeInterval(-1))
            guard let earlierPeriod = interval(of: earlier) else { return nil }
            period = earlierPeriod
            weeks.append((earlier, earlierPeriod))
        }
        return WeekSpan(weeks: weeks.reversed())
    }
}
