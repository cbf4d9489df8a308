import FoundationEssentials
import Workouts

/// A training program on the site's front page: its next session, and each lift's training
/// max or working weight at the end of each of the index's weeks.
struct SiteProgram: Sendable, Equatable {
    /// The next session, as `today` answers it.
    var session: SessionReply
    /// One line per lift, in the lifter's unit.
    var lifts: [SiteChart.Series]

    /// Each configured program as `following` derives it, its weights in `unit`, over the
    /// weeks of `span`. A program whose state cannot be read is left out: the site still builds.
    static func all(_ programs: [ProgramSetup], following: ProgramFollowing, span: WeekSpan, unit: WeightUnit) -> [Self] {
        programs.compactMap { setup in
            guard let replay = try? following.replay(of: setup, in: unit) else { return nil }
            return SiteProgram(
                session: SessionReply(next: replay, program: setup.name, unit: unit),
                lifts: replay.program.lifts.map { lift in
                    let changes = replay.history.filter { $0.lift == lift.key }
                    let start = changes.first?.beforeKilograms ?? replay.progress[lift.key]?.baseKilograms ?? 0
                    return SiteChart.Series(label: lift.key.description, values: span.weeks.map { week in
                        let kilograms = changes.last { $0.date < week.period.upperBound }?.after.baseKilograms ?? start
                        return unit.value(fromKilograms: kilograms)
                    })
                })
        }
    }

    /// The section's markup: per program its next session, then the chart of its lifts.
    static func section(_ programs: [Self], weeks: [WeekIdentifier], unit: WeightUnit) -> [String] {
        programs.flatMap { program -> [String] in
            let session = program.session
            let rows = session.exercises.map { exercise in
                "<tr><th scope=\"row\">\(HTML.escaped(exercise.name))</th>"
                    + "<td class=\"sets\">\(HTML.escaped(exercise.setsText))</td>"
                    + "<td class=\"why\">\(HTML.escaped(exercise.why))</td></tr>"
            }
            let chart = SiteChart(
                title: "\(session.program): training max or working weight of each lift at each week's end (\(unit.symbol))",
                weeks: weeks, series: program.lifts,
                unit: unit, emptyText: "No lift in this program.")
            return ["<h3 data-program=\"\(HTML.escaped(session.program))\">\(HTML.escaped(session.program)): "
                + "session \(session.session), day \(HTML.escaped(session.day))</h3>"]
                + PageLayout.table([("Exercise", false), ("Sets", false), ("Why", false)], rows: rows) + chart.render()
        }
    }
}
