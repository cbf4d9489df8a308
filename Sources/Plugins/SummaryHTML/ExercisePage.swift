import FoundationEssentials
import Workouts

/// An exercise's page: its estimated one-rep max per week as a chart (the last 52 weeks
/// trained), its current records with their dates, and its sets week by week.
enum ExercisePage {
    /// How many of the last weeks trained the chart shows.
    static let chartedWeeks = 52

    /// The page's bytes for `model`.
    static func render(_ model: ExercisePageModel) -> Data {
        let cells = PageCells(units: model.units, page: model.page)
        let recent = model.weeks.suffix(chartedWeeks)
        let chart = SiteChart(
            title: "\(model.exercise): best estimated one-rep max per week trained (\(model.units.symbol), "
                + "\(model.estimate.formula.rawValue) up to \(model.estimate.repCap) reps)",
            weeks: recent.map(\.week),
            series: [SiteChart.Series(label: model.exercise, values: recent.map {
                $0.estimatedMaxKilograms.map(model.units.value(fromKilograms:))
            })],
            unit: model.units)
        var body = PageLayout.section("trend", "Estimated one-rep max", chart.render())
        body += PageLayout.section("records", "Records", PageLayout.table(
            [("Record", false), ("Value", true), ("Since", false)],
            rows: model.records.map { record in
                "<tr data-record=\"\(record.kind.rawValue)\"><th scope=\"row\">\(PageCells.name(of: record.kind))</th>"
                    + "<td class=\"value\">\(HTML.escaped(cells.value(of: record)))</td>"
                    + "<td class=\"date\">\(HTML.escaped(record.date))</td></tr>"
            }))
        body += PageLayout.section("sets-over-time", "Week by week", wide: true, PageLayout.table(
            [("Week", false), ("Sets", true), ("Reps", true), ("Volume (\(model.units.symbol))", true),
             ("Top set", true), ("Est. 1RM (\(model.units.symbol))", true)],
            rows: model.weeks.reversed().map { row($0, cells: cells) }))
        return Data(PageLayout.document(
            title: model.exercise, path: model.page,
            bodyAttributes: [("data-page", "exercise"), ("data-exercise", model.exercise),
                             ("data-units", model.units.symbol)],
            body: body).utf8)
    }

    /// The table's row of `week`, one line.
    static func row(_ week: ExerciseTrendWeek, cells: PageCells) -> String {
        let top = week.topSet.map { "\(cells.weight($0.weightKilograms)) × \($0.reps)" } ?? "–"
        return "<tr data-week=\"\(week.week)\"><th scope=\"row\">"
            + cells.link(SitePaths.week(week.week.description), week.week.description) + "</th>"
            + "<td class=\"sets\">\(week.sets ?? 0)</td><td class=\"reps\">\(week.reps ?? 0)</td>"
            + "<td class=\"volume\">\(cells.weight(week.volumeKilograms ?? 0))</td>"
            + "<td class=\"top-set\">\(top)</td>"
            + "<td class=\"e1rm\">\(week.estimatedMaxKilograms.map(cells.weight) ?? "–")</td></tr>"
    }
}
