import Workouts

/// An inline SVG line chart for pages: a value per week (estimated one-rep maxima,
/// bodyweight), one line per series, labelled gridlines across it (`ChartScale`), a week
/// without a value breaking its line (the runs come from
/// `EstimatedMaxChart.segments`, as in the weekly report's chart). Colours come from the
/// page's CSS, so the chart follows light and dark; its `<title>` says what it shows.
struct SiteChart {
    /// One line: its label and its value per week (nil: no estimate), in the lifter's unit.
    struct Series: Sendable, Equatable {
        var label: String
        var values: [Double?]
    }

    var title: String
    var weeks: [WeekIdentifier]
    var series: [Series]
    var unit: WeightUnit
    /// What the chart says when no series has a value.
    var emptyText = "No estimated maximum in these weeks."

    private static let width = 480
    private static let height = 250
    private static let left = 44
    private static let right = 16
    private static let top = 16
    private static let plotHeight = 180

    /// The chart's lines of markup.
    func render() -> [String] {
        let values = series.flatMap { $0.values.compactMap { $0 } }
        let scale = ChartScale(values)
        let low = scale.low, high = scale.high
        let plotWidth = Double(Self.width - Self.left - Self.right)
        let step = weeks.count > 1 ? plotWidth / Double(weeks.count - 1) : 0
        let single = weeks.count == 1 ? plotWidth / 2 : 0
        func x(_ index: Int) -> String { DecimalText.fixed(Double(Self.left) + single + Double(index) * step, digits: 1) }
        func y(_ value: Double) -> String {
            DecimalText.fixed(Double(Self.top + Self.plotHeight) - (value - low) / (high - low) * Double(Self.plotHeight), digits: 1)
        }
        let bottom = Self.top + Self.plotHeight
        var lines = [
            "<figure class=\"chart\">",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Self.width) \(Self.height + 20 * series.count)\" role=\"img\">",
            "<title>\(HTML.escaped(title))</title>",
            "<line class=\"axis\" x1=\"\(Self.left)\" y1=\"\(bottom)\" x2=\"\(Self.width - Self.right)\" y2=\"\(bottom)\"/>",
            "<line class=\"axis\" x1=\"\(Self.left)\" y1=\"\(Self.top)\" x2=\"\(Self.left)\" y2=\"\(bottom)\"/>",
        ]
        for value in scale.gridlines {
            let height = y(value)
            lines.append("<line class=\"grid\" x1=\"\(Self.left)\" y1=\"\(height)\" x2=\"\(Self.width - Self.right)\" y2=\"\(height)\"/>")
            lines.append("<text class=\"y-label\" x=\"\(Self.left - 4)\" y=\"\(height)\" dy=\"4\" text-anchor=\"end\">"
                         + "\(ShownNumber.gridline(value))</text>")
        }
        let labelEvery = max(1, (weeks.count + 5) / 6)
        for (index, week) in weeks.enumerated() where (weeks.count - 1 - index) % labelEvery == 0 {
            lines.append("<text x=\"\(x(index))\" y=\"\(bottom + 18)\" text-anchor=\"middle\">W\(week.week)</text>")
        }
        if values.isEmpty {
            lines.append("<text x=\"\(Self.left + 8)\" y=\"\(Self.top + 24)\">\(HTML.escaped(emptyText))</text>")
        }
        for (number, line) in series.enumerated() {
            let colour = "s\(number % 6)"
            for segment in Self.segments(line.values) {
                if segment.count == 1, let only = segment.first {
                    lines.append("<circle class=\"\(colour)\" cx=\"\(x(only.index))\" cy=\"\(y(only.value))\" r=\"3.5\"/>")
                } else {
                    let points = segment.map { "\(x($0.index)),\(y($0.value))" }.joined(separator: " ")
                    lines.append("<polyline class=\"series \(colour)\" points=\"\(points)\"/>")
                }
            }
            let legendY = bottom + 44 + number * 20
            let latest = line.values.last.flatMap { $0 }.map { " (\(ShownNumber.inUnit($0)) \(unit.symbol))" } ?? ""
            lines.append("<rect class=\"\(colour)\" x=\"\(Self.left)\" y=\"\(legendY - 11)\" width=\"12\" height=\"12\"/>")
            lines.append("<text x=\"\(Self.left + 18)\" y=\"\(legendY)\">\(HTML.escaped(line.label + latest))</text>")
        }
        return lines + ["</svg>", "</figure>"]
    }

    /// The runs of weeks with a value, as `EstimatedMaxChart` draws them.
    private static func segments(_ values: [Double?]) -> [[(index: Int, value: Double)]] {
        var trend = ExerciseTrend(exercise: "", sets: [], span: WeekSpan(weeks: []), rules: VolumeRules(), load: .external,
                                  estimate: .standard)
        trend.weeks = values.map { value in
            var week = ExerciseTrendWeek(week: WeekIdentifier(year: 0, week: 0))
            week.estimatedMaxKilograms = value
            return week
        }
        return EstimatedMaxChart.segments(of: trend).map { $0.map { (index: $0.index, value: $0.kilograms) } }
    }
}
