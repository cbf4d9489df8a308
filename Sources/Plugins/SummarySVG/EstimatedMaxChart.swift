import FoundationEssentials
import Workouts

/// The weekly report's second chart: one line per followed lift of its best estimated
/// one-rep max per week over the twelve weeks ending with the report's week, in the
/// lifter's unit. A week without an estimate breaks the line. Plain SVG 1.1.
struct EstimatedMaxChart {
    static let width = 720
    static let height = 400
    private static let left = 70
    private static let right = 20
    private static let top = 60
    private static let plotHeight = 260
    private static let colours = ["steelblue", "darkorange", "seagreen", "crimson", "purple", "saddlebrown"]

    /// The chart of `summary.estimatedMaxTrends` in `units`.
    func render(_ summary: WeeklySummary, units: WeightUnit) -> Data {
        let trends = summary.estimatedMaxTrends
        let weeks = trends.first?.weeks.map(\.week) ?? []
        let values = trends.flatMap { $0.weeks.compactMap(\.estimatedMaxKilograms) }.map(units.value(fromKilograms:))
        let low = (values.min() ?? 0) * 0.95
        let high = max((values.max() ?? 1) * 1.05, low + 1)
        let plotWidth = Self.width - Self.left - Self.right
        let step = weeks.count > 1 ? Double(plotWidth) / Double(weeks.count - 1) : 0
        func x(_ index: Int) -> String { DecimalText.fixed(Double(Self.left) + Double(index) * step, digits: 1) }
        func y(_ value: Double) -> String {
            DecimalText.fixed(Double(Self.top + Self.plotHeight) - (value - low) / (high - low) * Double(Self.plotHeight), digits: 1)
        }
        let bottom = Self.top + Self.plotHeight
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(Self.width)" height="\#(Self.height)" "#
                + #"viewBox="0 0 \#(Self.width) \#(Self.height)" font-family="sans-serif" font-size="12">"#,
            #"<title>Estimated one-rep max per week, 12 weeks to \#(summary.week) (\#(units.symbol))</title>"#,
            #"<rect x="0" y="0" width="\#(Self.width)" height="\#(Self.height)" fill="white"/>"#,
            #"<text x="10" y="24" font-size="16" font-weight="bold">Estimated one-rep max, 12 weeks to \#(summary.week) (\#(units.symbol))</text>"#,
            #"<line x1="\#(Self.left)" y1="\#(bottom)" x2="\#(Self.width - Self.right)" y2="\#(bottom)" stroke="gray"/>"#,
            #"<text x="\#(Self.left - 6)" y="\#(bottom)" text-anchor="end" font-size="10">\#(DecimalText.fixed(low, digits: 0))</text>"#,
            #"<text x="\#(Self.left - 6)" y="\#(Self.top + 4)" text-anchor="end" font-size="10">\#(DecimalText.fixed(high, digits: 0))</text>"#,
        ]
        for (index, week) in weeks.enumerated() where index % 2 == weeks.count % 2 || index == weeks.count - 1 {
            lines.append(#"<text x="\#(x(index))" y="\#(bottom + 16)" text-anchor="middle" font-size="10">W\#(week.week)</text>"#)
        }
        if values.isEmpty {
            lines.append(#"<text x="\#(Self.left)" y="\#(Self.top + 20)">No estimated maximum in these weeks.</text>"#)
        }
        for (number, trend) in trends.enumerated() {
            let colour = Self.colours[number % Self.colours.count]
            for segment in Self.segments(of: trend) {
                let points = segment.map { "\(x($0.index)),\(y(units.value(fromKilograms: $0.kilograms)))" }
                if segment.count == 1, let only = segment.first {
                    lines.append(#"<circle cx="\#(x(only.index))" cy="\#(y(units.value(fromKilograms: only.kilograms)))" r="3" fill="\#(colour)"/>"#)
                } else {
                    lines.append(#"<polyline fill="none" stroke="\#(colour)" stroke-width="2" points="\#(points.joined(separator: " "))"/>"#)
                }
            }
            let legendY = bottom + 36 + number * 16
            lines.append(#"<rect x="\#(Self.left)" y="\#(legendY - 10)" width="12" height="12" fill="\#(colour)"/>"#)
            let latest = trend.weeks.last?.estimatedMaxKilograms.map {
                " (" + DecimalText.fixed(units.value(fromKilograms: $0), digits: 1) + " \(units.symbol) this week)"
            } ?? ""
            lines.append(#"<text x="\#(Self.left + 18)" y="\#(legendY)">"# + XMLText.escaped(trend.exercise + latest) + "</text>")
        }
        lines.append("</svg>")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The runs of consecutive weeks with an estimate: each a list of week index and value.
    static func segments(of trend: ExerciseTrend) -> [[(index: Int, kilograms: Double)]] {
        var segments: [[(index: Int, kilograms: Double)]] = []
        var current: [(index: Int, kilograms: Double)] = []
        for (index, week) in trend.weeks.enumerated() {
            if let value = week.estimatedMaxKilograms {
                current.append((index, value))
            } else if !current.isEmpty {
                segments.append(current)
                current = []
            }
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }
}

extension SVGSummary {
    /// The estimated-maximum chart, written as `<week>-e1rm.svg`.
    public func companions(_ summary: WeeklySummary, units: WeightUnit) throws -> [(suffix: String, contents: Data)] {
        [("-e1rm", EstimatedMaxChart().render(summary, units: units))]
    }
}
