import Workouts

/// Table rows and values shared by the pages, in the lifter's unit.
struct PageCells {
    var units: WeightUnit
    /// Where the page being rendered lives in the site.
    var page: String

    /// `kilograms` in the lifter's unit, one decimal.
    func weight(_ kilograms: Double) -> String { DecimalText.fixed(units.value(fromKilograms: kilograms), digits: 1) }

    /// A link to `target` (site-relative) showing `text`.
    func link(_ target: String, _ text: String) -> String {
        guard !target.isEmpty else { return HTML.escaped(text) }
        return "<a href=\"\(HTML.href(SitePaths.link(to: target, from: page)))\">\(HTML.escaped(text))</a>"
    }

    /// A row of an exercise's sets, reps and volume, its name linking to its page.
    func exerciseRow(_ row: SiteExerciseRow, extra: [String] = []) -> String {
        "<tr data-exercise=\"\(HTML.escaped(row.exercise))\"><td>\(link(row.page, row.exercise))</td>"
            + "<td class=\"sets\">\(row.sets)</td><td class=\"reps\">\(row.reps)</td>"
            + "<td class=\"volume\">\(weight(row.volumeKilograms))</td>" + extra.joined() + "</tr>"
    }

    /// The header cells of `exerciseRow`.
    var exerciseHeaders: [(String, numeric: Bool)] {
        [("Exercise", false), ("Sets", true), ("Reps", true), ("Volume (\(units.symbol))", true)]
    }

    /// A workout as a table of its exercises.
    func workout(_ workout: SiteWorkout) -> [String] {
        ["<h3>\(link(SitePaths.week(workout.week), workout.started))</h3>"]
            + PageLayout.table(exerciseHeaders, rows: workout.exercises.map { exerciseRow($0) })
    }

    /// A record's name as people read it.
    static func name(of kind: RecordKind) -> String {
        switch kind {
        case .heaviestWeight: "Heaviest weight"
        case .leastAssistance: "Least assistance"
        case .estimatedOneRepMax: "Estimated one-rep max"
        case .mostReps: "Most reps"
        case .setVolume: "Best set volume"
        case .sessionVolume: "Best session volume"
        }
    }

    /// A record's value: a weight in the lifter's unit, or reps at a weight.
    func value(of record: SiteRecord) -> String {
        if record.kind == .mostReps {
            return DecimalText.trimmed(record.value, digits: 2) + " reps at " + weight(record.weightKilograms ?? 0)
                + " " + units.symbol
        }
        return weight(record.value) + " " + units.symbol
    }

    /// A list of links to site files.
    func fileList(_ files: [String]) -> [String] {
        ["<ul class=\"links\">"] + files.map { "<li>\(link($0, $0))</li>" } + ["</ul>"]
    }
}
