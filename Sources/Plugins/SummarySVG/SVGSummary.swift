import FoundationEssentials
import Workouts

/// The weekly summary as an SVG bar chart: volume per muscle group, this week beside the
/// previous one, in the lifter's unit. Plain SVG 1.1 that browsers and `rsvg-convert` draw.
public struct SVGSummary: SummaryFormat {
    public static let pluginName = "summary-svg"
    public static let formatName = "svg"
    public static let fileExtension = "svg"

    /// The chart's width in pixels.
    static let width = 720
    private static let labelWidth = 150
    private static let barArea = 480
    private static let top = 70
    private static let rowHeight = 36

    /// The format.
    public init() {}

    /// The chart's size for `rows` muscle groups (a chart with none keeps one empty row).
    static func size(rows: Int) -> (width: Int, height: Int) {
        (width, top + max(rows, 1) * rowHeight + 20)
    }

    public func render(_ summary: WeeklySummary, units: WeightUnit) throws -> Data {
        let size = Self.size(rows: summary.muscleGroups.count)
        let largest = summary.muscleGroups.map { max($0.current.volumeKilograms, $0.previous.volumeKilograms) }.max() ?? 0
        let scale = largest > 0 ? Double(Self.barArea) / largest : 0
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\#(size.width)" height="\#(size.height)" "#
                + #"viewBox="0 0 \#(size.width) \#(size.height)" font-family="sans-serif" font-size="12">"#,
            #"<title>Volume per muscle group, \#(summary.week) against the week before (\#(units.symbol))</title>"#,
            #"<rect x="0" y="0" width="\#(size.width)" height="\#(size.height)" fill="white"/>"#,
            #"<text x="10" y="24" font-size="16" font-weight="bold">Volume per muscle group, \#(summary.week) (\#(units.symbol))</text>"#,
            #"<rect x="\#(Self.labelWidth)" y="38" width="12" height="12" fill="steelblue"/>"#,
            #"<text x="\#(Self.labelWidth + 18)" y="48">this week</text>"#,
            #"<rect x="\#(Self.labelWidth + 100)" y="38" width="12" height="12" fill="silver"/>"#,
            #"<text x="\#(Self.labelWidth + 118)" y="48">previous week</text>"#,
        ]
        if summary.muscleGroups.isEmpty {
            lines.append(#"<text x="\#(Self.labelWidth)" y="\#(Self.top + 20)">No training credited to a muscle group.</text>"#)
        }
        for (index, line) in summary.muscleGroups.enumerated() {
            let y = Self.top + index * Self.rowHeight
            lines.append(#"<text x="\#(Self.labelWidth - 8)" y="\#(y + 20)" text-anchor="end">"#
                         + XMLText.escaped(line.muscleGroup.rawValue) + "</text>")
            for (offset, kilograms, colour) in [(4, line.current.volumeKilograms, "steelblue"),
                                                (18, line.previous.volumeKilograms, "silver")] {
                let length = DecimalText.fixed(kilograms * scale, digits: 1)
                let end = DecimalText.fixed(Double(Self.labelWidth) + kilograms * scale + 4, digits: 1)
                let value = DecimalText.fixed(units.value(fromKilograms: kilograms), digits: 0)
                lines.append(#"<rect x="\#(Self.labelWidth)" y="\#(y + offset)" width="\#(length)" height="12" fill="\#(colour)"/>"#)
                lines.append(#"<text x="\#(end)" y="\#(y + offset + 10)" font-size="10">\#(value)</text>"#)
            }
        }
        lines.append("</svg>")
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

extension PluginDescriptor {
    /// `summary-svg`.
    static let summarySVG = summaryWriter(
        SVGSummary(), summary: "on weekly-report-due and units-changed: write a bar chart of volume per muscle group")
}
