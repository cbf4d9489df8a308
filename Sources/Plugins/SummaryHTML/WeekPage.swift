import FoundationEssentials
import Workouts

/// A week's page: its muscle groups' credited sets, its exercises, its workouts and, for
/// the report's week, the report's files.
enum WeekPage {
    /// The page's bytes for `model`.
    static func render(_ model: WeekPageModel) -> Data {
        let path = SitePaths.week(model.week)
        let cells = PageCells(units: model.units, page: path)
        var body = PageLayout.section("muscles", "Muscle groups", PageLayout.table(
            [("Muscle group", false), ("Sets", true), ("Reps", true), ("Volume (\(model.units.symbol))", true)],
            rows: model.muscles.map { line in
                "<tr><th scope=\"row\">\(HTML.escaped(line.muscleGroup.rawValue))</th>"
                    + "<td class=\"sets\" data-muscle=\"\(HTML.escaped(line.muscleGroup.rawValue))\">"
                    + "\(DecimalText.trimmed(line.sets, digits: 1))</td>"
                    + "<td class=\"reps\">\(DecimalText.trimmed(line.reps, digits: 1))</td>"
                    + "<td class=\"volume\">\(cells.weight(line.volumeKilograms))</td></tr>"
            }))
        body += PageLayout.section("exercises", "Exercises", PageLayout.table(
            cells.exerciseHeaders, rows: model.exercises.map { cells.exerciseRow($0) }))
        body += PageLayout.section("workouts", "Workouts", wide: true, model.workouts.flatMap(cells.workout))
        if !model.reportFiles.isEmpty {
            body += PageLayout.section("files", "The weekly report's files", wide: true, cells.fileList(model.reportFiles))
        }
        let title = "Week \(model.week): \(model.first) to \(model.last)"
        return Data(PageLayout.document(
            title: title, path: path,
            bodyAttributes: [("data-page", "week"), ("data-week", model.week), ("data-units", model.units.symbol)],
            body: body).utf8)
    }
}
