import FoundationEssentials
import Workouts

/// The site's front page: the report's week against its targets, its exercises each in one
/// row with their sets, reps, volume and current headline records, the estimated one-rep max
/// trends of the lifts the report follows, each training program's next session and its
/// lifts' weights over the weeks, the last workouts up to that week, and links to
/// every week, to the exercises not trained that week and to the report's files.
enum IndexPage {
    /// The page's bytes for `model`.
    static func render(_ model: IndexPageModel) -> Data {
        let summary = model.summary
        let cells = PageCells(units: model.units, page: SitePaths.index)
        let pages = Dictionary(model.exercisePages.map { ($0.exercise, $0) }, uniquingKeysWith: { a, _ in a })
        let change = model.units.value(fromKilograms: summary.volumeKilograms - summary.previousVolumeKilograms)
        var body = PageLayout.section("week", "This week", [
            "<p><span id=\"week-sets\">\(summary.sets)</span> sets, "
                + "<span id=\"week-volume\">\(cells.weight(summary.volumeKilograms))</span> \(model.units.symbol) "
                + "(\(DecimalText.change(change, digits: 1)) \(model.units.symbol) "
                + "against the week before)."
                + (model.weekPages.contains(summary.week.description)
                    ? " " + cells.link(SitePaths.week(summary.week.description), "The week's workouts") + "." : "")
                + "</p>",
        ] + recordsThisWeek(summary, cells: cells))
        let trained = summary.exercises.filter { $0.current.sets > 0 }
        body += PageLayout.section("exercises", "Exercises this week and their records", wide: true, PageLayout.table(
            cells.exerciseHeaders + recordHeaders, rows: trained.map { line in
                let records = pages[line.exercise]
                return cells.exerciseRow(SiteExerciseRow(
                    exercise: line.exercise, page: records?.page ?? "", sets: line.current.sets,
                    reps: line.current.reps, volumeKilograms: line.current.volumeKilograms), extra: [
                        recordCells(records?.heaviest, kind: records?.heaviest?.kind ?? .heaviestWeight, cells: cells),
                        recordCells(records?.estimated, kind: .estimatedOneRepMax, cells: cells),
                    ])
            }))
        body += PageLayout.section("targets", "Working sets against targets", wide: true, PageLayout.table(
            [("Muscle group", false), ("Sets", true), ("4-wk avg", true), ("Target", true), ("Status", false)],
            rows: targetRows(summary)))
        let trends = summary.estimatedMaxTrends
        let chart = SiteChart(
            title: "Estimated one-rep max per week, 12 weeks to \(summary.week) (\(model.units.symbol))",
            weeks: trends.first?.weeks.map(\.week) ?? [],
            series: trends.map { trend in
                SiteChart.Series(label: trend.exercise, values: trend.weeks.map {
                    $0.estimatedMaxKilograms.map(model.units.value(fromKilograms:))
                })
            },
            unit: model.units)
        body += PageLayout.section("e1rm", "Estimated one-rep max", wide: true, chart.render())
        body += PageLayout.section("bodyweight", "Bodyweight", wide: true, bodyweightChart(model))
        if !model.programs.isEmpty {
            body += PageLayout.section("next-session", "Next session", wide: true, SiteProgram.section(
                model.programs, weeks: model.bodyweights.weeks, unit: model.units))
        }
        body += PageLayout.section("last-workouts", "Last workouts", wide: true, model.lastWorkouts.flatMap(cells.workout))
        body += PageLayout.section("weeks", "Weeks", [
            "<ul class=\"links\">",
        ] + model.weekPages.map { "<li>\(cells.link(SitePaths.week($0), $0))</li>" } + ["</ul>"])
        let inTable = Set(trained.map(\.exercise))
        let others = model.exercisePages.filter { !inTable.contains($0.exercise) }
        if !others.isEmpty {
            body += PageLayout.section("other-exercises", "Other exercises", [
                "<ul class=\"links\">",
            ] + others.map { "<li>\(cells.link($0.page, $0.exercise))</li>" } + ["</ul>"])
        }
        body += PageLayout.section("files", "The weekly report's files", cells.fileList(model.reportFiles))
        if !model.exports.isEmpty {
            body += PageLayout.section("exports", "Health exports", cells.fileList(model.exports))
        }
        return Data(PageLayout.document(
            title: "Training week \(summary.week): \(model.first) to \(model.last)", path: SitePaths.index,
            bodyAttributes: [("data-page", "index"), ("data-week", summary.week.description),
                             ("data-units", model.units.symbol)],
            body: body).utf8)
    }

    /// The bodyweight chart: each week's mean of the bodyweights stored.
    private static func bodyweightChart(_ model: IndexPageModel) -> [String] {
        let weeks = model.bodyweights.weeks
        return SiteChart(
            title: "Bodyweight per week (mean of the week's entries), \(weeks.count) weeks to \(model.summary.week) "
                + "(\(model.units.symbol))",
            weeks: weeks,
            series: [SiteChart.Series(label: "Bodyweight", values: model.bodyweights.kilograms.map {
                $0.map(model.units.value(fromKilograms:))
            })],
            unit: model.units, emptyText: "No bodyweight logged in these weeks (log-bodyweight adds one).").render()
    }

    /// The week's muscle groups against their targets, beside the four weeks before.
    private static func targetRows(_ summary: WeeklySummary) -> [String] {
        let averages = Dictionary(summary.averageOfFourWeeksBefore.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
        let targets = Dictionary(summary.targets.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
        let current = Dictionary(summary.muscleGroups.map { ($0.muscleGroup, $0.current) }, uniquingKeysWith: { a, _ in a })
        let groups = Set(averages.keys).union(targets.keys).union(current.keys).sorted()
        return groups.map { group in
            let sets = targets[group]?.sets ?? current[group]?.sets ?? 0
            let standing = targets[group]?.standing.rawValue
            return "<tr><th scope=\"row\">\(HTML.escaped(group.rawValue))</th>"
                + "<td class=\"sets\" data-muscle=\"\(HTML.escaped(group.rawValue))\">\(DecimalText.trimmed(sets, digits: 1))</td>"
                + "<td class=\"number\">\(averages[group].map { DecimalText.trimmed($0.sets, digits: 1) } ?? "0")</td>"
                + "<td class=\"number\">\(targets[group].map { $0.target.text } ?? "–")</td>"
                + "<td\(standing.map { " class=\"\($0)\"" } ?? "")>\(standing ?? "–")</td></tr>"
        }
    }

    /// The records the week set, as a list.
    private static func recordsThisWeek(_ summary: WeeklySummary, cells: PageCells) -> [String] {
        guard !summary.records.isEmpty else { return ["<p>No records this week.</p>"] }
        return ["<p>Records this week:</p>", "<ul>"] + summary.records.map { found in
            "<li data-record=\"\(found.record.kind.rawValue)\">\(HTML.escaped(found.exercise)): "
                + "\(HTML.escaped(found.record.text(in: cells.units)))</li>"
        } + ["</ul>"]
    }

    /// The header cells of an exercise's headline records, after its sets, reps and volume.
    private static let recordHeaders: [(String, numeric: Bool)] = [
        ("Heaviest weight or least assistance", true), ("Since", false), ("Estimated one-rep max", true), ("Since", false),
    ]

    /// A headline record's value and date cells, dashes when it has none.
    private static func recordCells(_ record: SiteRecord?, kind: RecordKind, cells: PageCells) -> String {
        guard let record else { return "<td class=\"value\">–</td><td>–</td>" }
        return "<td class=\"value\" data-record=\"\(kind.rawValue)\">\(HTML.escaped(cells.value(of: record)))</td>"
            + "<td class=\"date\">\(HTML.escaped(record.date))</td>"
    }
}
