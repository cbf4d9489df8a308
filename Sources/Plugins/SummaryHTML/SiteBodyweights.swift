import FoundationEssentials
import Workouts

/// The index's bodyweight chart: per week of a span, the mean of the bodyweights stored
/// (`log-bodyweight`, imports) measured in it, nil for a week without one.
struct SiteBodyweights: Sendable, Equatable {
    /// How many entries the chart reads at most: a few a day over twelve weeks.
    static let entryLimit = 5_000

    var weeks: [WeekIdentifier]
    /// The mean bodyweight of each of `weeks`, in kilograms.
    var kilograms: [Double?]

    /// The weekly means of `entries` over `span`; entries outside it are left out.
    init(_ entries: [BodyweightEntry], span: WeekSpan) {
        var sums = Array(repeating: (total: 0.0, count: 0), count: span.weeks.count)
        for entry in entries {
            guard let index = span.index(of: entry.measuredAt) else { continue }
            sums[index].total += entry.kilograms
            sums[index].count += 1
        }
        weeks = span.weeks.map(\.week)
        kilograms = sums.map { $0.count == 0 ? nil : $0.total / Double($0.count) }
    }
}
