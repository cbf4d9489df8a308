import Foundation
import Testing
import Workouts

/// `kilograms` as the pages show a weight in kilograms.
private func shown(_ kilograms: Double) -> String { DecimalText.fixed(kilograms, digits: 1) }

/// Checks every figure of `site`'s week page of `week`, its index (showing `week`) and the
/// page of each of `exercises` against what `answers` say `volume`, `trend` and `records`
/// answer. The pages are in kilograms and UTC.
public func expectSiteFiguresMatchAnswers(
    _ site: PublishedSite, week: String, exercises: [String], answers: SiteAnswers,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let answer = try await answers.volume(week)
    let weekPage = PageFigures(try site.text(weekPagePath(week)))
    let index = PageFigures(try site.text("index.html"))
    let expected = Dictionary(answer.exercises.map {
        ($0.exercise, ["\($0.sets)", "\($0.reps)", shown($0.volumeKilograms)])
    }, uniquingKeysWith: { first, _ in first })
    #expect(!expected.isEmpty, "\(week) has no exercises", sourceLocation: sourceLocation)
    #expect(try weekPage.exerciseRows("exercises") == expected, "week page", sourceLocation: sourceLocation)
    #expect(try index.exerciseRows("exercises") == expected, "index", sourceLocation: sourceLocation)
    let named = try index.exerciseNames(rowsIn: "exercises", linksIn: "other-exercises")
    #expect(Set(named).count == named.count, "an exercise named twice on the index: \(named)", sourceLocation: sourceLocation)
    #expect(Set(exercises).isSubset(of: named), "the index names \(named), not all of \(exercises)",
            sourceLocation: sourceLocation)
    let muscles = Dictionary(answer.muscleGroups.map { ($0.muscleGroup, $0) }, uniquingKeysWith: { a, _ in a })
    let muscleRows = try PageFigures.matches(
        #"data-muscle="([^"]*)">([0-9.]+)</td><td class="reps">([0-9.]+)</td><td class="volume">([0-9.-]+)</td>"#,
        in: weekPage.section("muscles"))
    #expect(muscleRows.count == muscles.count, "week page muscle rows", sourceLocation: sourceLocation)
    for row in muscleRows {
        let credit = try #require(muscles[row[0]], "\(row[0])", sourceLocation: sourceLocation)
        #expect(row.dropFirst() == [DecimalText.trimmed(credit.sets, digits: 1), DecimalText.trimmed(credit.reps, digits: 1),
                                    shown(credit.volumeKilograms)], "\(row[0])", sourceLocation: sourceLocation)
    }
    let targets = Dictionary(answer.targets.map { ($0.muscleGroup, DecimalText.trimmed($0.sets, digits: 1)) },
                             uniquingKeysWith: { a, _ in a })
    let shownTargets = try index.muscleSets("targets").filter { targets[$0.key] != nil }
    #expect(shownTargets == targets, "index targets", sourceLocation: sourceLocation)
    #expect(index.html.contains(#"<span id="week-sets">\#(answer.exercises.reduce(0) { $0 + $1.sets })</span>"#),
            "index week sets", sourceLocation: sourceLocation)
    #expect(index.html.contains(#"<span id="week-volume">\#(shown(answer.exercises.reduce(0) { $0 + $1.volumeKilograms }))</span>"#),
            "index week volume", sourceLocation: sourceLocation)

    for exercise in exercises {
        try await expectExercisePageMatchesAnswers(
            site, index: index, exercise: exercise, week: week, answers: answers, sourceLocation: sourceLocation)
    }
}

/// The path of `week`'s page in the site.
private func weekPagePath(_ week: String) -> String { "weeks/\(week.prefix { $0 != "-" })/\(week).html" }

/// `link` on the page at `path`, as a path from the site's root.
private func resolved(_ link: String, from path: String) -> String {
    var components = path.split(separator: "/").dropLast().map(String.init)
    for part in link.split(separator: "/") {
        if part == ".." { _ = components.popLast() } else if part != "." { components.append(String(part)) }
    }
    return components.joined(separator: "/")
}

/// The page of `exercise`, found as a reader finds it: its link in the index's exercises, else
/// in its row on the page of `lastWeek`, the latest week it was trained.
private func exercisePagePath(
    _ site: PublishedSite, index: PageFigures, exercise: String, lastWeek: String?, sourceLocation: SourceLocation
) throws -> String {
    if let link = try index.exerciseLink(exercise, in: "exercises") { return link }
    let week = try #require(lastWeek, "\(exercise) has no week", sourceLocation: sourceLocation)
    let path = weekPagePath(week)
    let link = try #require(try PageFigures(try site.text(path)).exerciseLink(exercise, in: "exercises"),
                            "\(exercise)'s link on \(path)", sourceLocation: sourceLocation)
    return resolved(link, from: path)
}

/// Checks `exercise`'s page (its weeks up to `week` and its records) and its row on
/// `index`, when it has one, against `answers`.
private func expectExercisePageMatchesAnswers(
    _ site: PublishedSite, index: PageFigures, exercise: String, week: String, answers: SiteAnswers,
    sourceLocation: SourceLocation
) async throws {
    let trend = try await answers.trend(exercise, week).weeks.filter { $0.sets != nil || $0.topSet != nil }
    let page = PageFigures(try site.text(try exercisePagePath(
        site, index: index, exercise: exercise, lastWeek: trend.last?.week, sourceLocation: sourceLocation)))
    let rows = try PageFigures.matches(
        #"<tr data-week="([^"]*)"><th scope="row"><a [^>]*>[^<]*</a></th><td class="sets">(\d+)</td><td class="reps">(\d+)</td><td class="volume">([0-9.-]+)</td><td class="top-set">([^<]*)</td><td class="e1rm">([^<]*)</td></tr>"#,
        in: page.section("sets-over-time"))
    #expect(!rows.isEmpty, "\(exercise) has no weeks", sourceLocation: sourceLocation)
    #expect(rows.map { $0[0] } == trend.reversed().map(\.week), "\(exercise) weeks", sourceLocation: sourceLocation)
    for (row, weekly) in zip(rows, trend.reversed()) {
        #expect(row[1...] == [
            "\(weekly.sets ?? 0)", "\(weekly.reps ?? 0)", shown(weekly.volumeKilograms ?? 0),
            weekly.topSet.map { "\(shown($0.weightKilograms)) × \($0.reps)" } ?? "–",
            weekly.estimatedMaxKilograms.map(shown) ?? "–",
        ], "\(exercise) \(row[0]) against trend", sourceLocation: sourceLocation)
        // The week's volume as `volume` answers it too: trend and volume count it alike.
        let volume = try await answers.volume(row[0]).exercises.first { $0.exercise == exercise }
        #expect(row[3] == shown(volume?.volumeKilograms ?? 0), "\(exercise) \(row[0]) against volume",
                sourceLocation: sourceLocation)
    }
    let records = try await answers.records(exercise)
    let shownRecords = try PageFigures.matches(
        #"<tr data-record="([^"]*)"><th scope="row">[^<]*</th><td class="value">([^<]*)</td><td class="date">([^<]*)</td></tr>"#,
        in: page.section("records"))
    #expect(!shownRecords.isEmpty, "\(exercise) shows no records", sourceLocation: sourceLocation)
    #expect(shownRecords == records.current.map { record in
        let value = record.kind == "most-reps"
            ? DecimalText.trimmed(record.value, digits: 2) + " reps at " + shown(record.weight ?? 0) + " kg"
            : shown(record.value) + " kg"
        return [record.kind, value, String(record.date.prefix(10))]
    }, "\(exercise) records", sourceLocation: sourceLocation)
    // The index's row of the exercise, when it shows one: its heaviest weight and estimate.
    // It has one exactly when trained in the index's week.
    let indexRow = try PageFigures.matches(#"(<tr data-exercise="[^"]*"><td><a [^>]*>[^<]*</a></td>.*?</tr>)"#,
                                           in: index.section("exercises"))
        .first { $0[0].contains(#"data-exercise="\#(exercise)""#) }?.first
    guard let indexRow else {
        #expect(trend.last?.week != week, "\(exercise), trained in \(week), has no row on the index",
                sourceLocation: sourceLocation)
        return
    }
    #expect(trend.last?.week == week, "\(exercise), not trained in \(week), has a row on the index",
            sourceLocation: sourceLocation)
    let indexRecords = try PageFigures.matches(
        #"<td class="value" data-record="([^"]*)">([^<]*)</td><td class="date">([^<]*)</td>"#, in: indexRow)
    let headline = shownRecords.filter { ["heaviest-weight", "least-assistance", "estimated-one-rep-max"].contains($0[0]) }
    #expect(indexRecords == headline, "\(exercise) on the index", sourceLocation: sourceLocation)
}
