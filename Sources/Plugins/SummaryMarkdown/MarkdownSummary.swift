import FoundationEssentials
import Workouts
import ZoneInfo

/// The weekly summary as a Markdown document: totals, a table per muscle group and per
/// exercise with the change against the previous week, records, unmapped exercises and the
/// stored sets left out as out of range.
public struct MarkdownSummary: SummaryFormat {
    public static let pluginName = "summary-markdown"
    public static let formatName = "markdown"
    public static let fileExtension = "md"

    /// The format.
    public init() {}

    public func render(_ summary: WeeklySummary, units: WeightUnit) throws -> Data {
        let weight = { (kilograms: Double) in DecimalText.fixed(units.value(fromKilograms: kilograms), digits: 1) }
        let change = { (kilograms: Double) in DecimalText.change(units.value(fromKilograms: kilograms), digits: 1) }
        let dates = ZonedDateText(timeZone: (try? ZoneDirectory.system.zone(named: summary.timeZone)) ?? .utc)
        var lines = [
            "# Training week \(summary.week)", "",
            "\(dates.readable(summary.start)) to \(dates.readable(summary.end)) (\(summary.timeZone)), weights in \(units.symbol).",
            "",
            "- Sets: \(summary.sets)",
            "- Volume: \(weight(summary.volumeKilograms)) \(units.symbol) "
                + "(\(change(summary.volumeKilograms - summary.previousVolumeKilograms)) against the week before)",
            "", "## Muscle groups", "",
            "| Muscle group | Sets | Reps | Volume (\(units.symbol)) | Change (\(units.symbol)) |",
            "|---|---:|---:|---:|---:|",
        ]
        for line in summary.muscleGroups {
            lines.append("| \(line.muscleGroup.rawValue) | \(DecimalText.trimmed(line.current.sets, digits: 1)) "
                         + "| \(DecimalText.trimmed(line.current.reps, digits: 1)) | \(weight(line.current.volumeKilograms)) "
                         + "| \(change(line.current.volumeKilograms - line.previous.volumeKilograms)) |")
        }
        lines += Self.targetLines(summary)
        lines += ["", "## Exercises", "",
                  "| Exercise | Sets | Reps | Volume (\(units.symbol)) | Change (\(units.symbol)) |",
                  "|---|---:|---:|---:|---:|"]
        for line in summary.exercises {
            lines.append("| \(Self.cell(line.exercise)) | \(line.current.sets) | \(line.current.reps) "
                         + "| \(weight(line.current.volumeKilograms)) "
                         + "| \(change(line.current.volumeKilograms - line.previous.volumeKilograms)) |")
        }
        lines += ["", "## Records", ""]
        lines += summary.records.isEmpty ? ["None this week."] : summary.records.map { found in
            "- \(Self.cell(found.exercise)): \(found.record.text(in: units))"
        }
        if !summary.unmapped.isEmpty {
            lines += ["", "## Unmapped exercises", "",
                      "Counted per exercise, credited to no muscle group (add them under `exercises:` in the config):", ""]
            lines += summary.unmapped.map { "- \(Self.cell($0))" }
        }
        if !summary.volumeNotes.isEmpty {
            lines += ["", "## Volume not counted", ""]
            lines += summary.volumeNotes.map { "- \(Self.cell($0))" }
        }
        if !summary.excluded.isEmpty {
            lines += ["", "## Left out", "",
                      "Stored sets with a value outside liftd's ranges, counted nowhere above:", ""]
            lines += summary.excluded.map { "- \(Self.cell($0.summary))" }
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// `text` safe inside a table cell or list item.
    private static func cell(_ text: String) -> String {
        text.replacingEveryOccurrence(of: "|", with: "\\|").replacingEveryOccurrence(of: "\n", with: " ")
    }
}

extension PluginDescriptor {
    /// `summary-markdown`.
    static let summaryMarkdown = summaryWriter(
        MarkdownSummary(), summary: "on weekly-report-due and units-changed: write the weekly summary as Markdown")
}
