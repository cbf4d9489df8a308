import Foundation
import SampleExports
import SignalStore
import Testing
import Workouts
@testable import Plugins

/// The figures of a site's pages read back from their HTML.
private struct PageFigures {
    let html: String

    init(_ html: String) { self.html = html }

    /// The HTML of the section `id`.
    func section(_ id: String) -> String {
        guard let start = html.range(of: "<section id=\"\(id)\""),
              let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex) else { return "" }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// Every match of `pattern` in `text`, as its groups, names unescaped.
    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        text.matches(of: try Regex(pattern)).map { match in
            (1..<match.output.count).map { match.output[$0].substring.map { unescaped(String($0)) } ?? "" }
        }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The exercise rows of section `id`: name to sets, reps and volume as shown.
    func exerciseRows(_ id: String) throws -> [String: [String]] {
        let rows = try Self.matches(
            #"<tr data-exercise="([^"]*)"><td>(?:<a [^>]*>)?[^<]*(?:</a>)?</td><td class="sets">(\d+)</td><td class="reps">(\d+)</td><td class="volume">([0-9.-]+)</td></tr>"#,
            in: section(id))
        return Dictionary(rows.map { ($0[0], Array($0.dropFirst())) }, uniquingKeysWith: { first, _ in first })
    }

    /// The muscle rows of section `id`: group to the cells after its name.
    func muscleSets(_ id: String) throws -> [String: String] {
        let rows = try Self.matches(#"data-muscle="([^"]*)">([0-9.]+)</td>"#, in: section(id))
        return Dictionary(rows.map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first })
    }
}

/// `kilograms` as the pages show a weight in kilograms.
private func shown(_ kilograms: Double) -> String { DecimalText.fixed(kilograms, digits: 1) }

/// Checks every figure of the week page of `week`, the index and the page of each of
/// `exercises` against what `volume`, `trend` and `records` answer over `harness`'s data.
private func expectFiguresMatchAnswers(
    _ harness: TrainingHarness, week: String, exercises: [String], sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    let volumeOptions: VolumeOptions = utcTrainingOptions(), trendOptions: TrendOptions = utcTrainingOptions()
    func volume(_ week: String) async throws -> VolumeUseCase.Reply {
        let result = try await harness.handle(VolumeUseCase(options: volumeOptions), Volume(week: week))
        return try #require(result.reply as? VolumeUseCase.Reply)
    }
    let site = PublishedSite(output: harness.output)
    let answer = try await volume(week)
    let weekPage = PageFigures(try site.text(SitePaths.week(week)))
    let index = PageFigures(try site.text(SitePaths.index))
    let expected = Dictionary(answer.exercises.map {
        ($0.exercise, ["\($0.sets)", "\($0.reps)", shown($0.volumeKilograms)])
    }, uniquingKeysWith: { first, _ in first })
    #expect(try weekPage.exerciseRows("exercises") == expected, "week page", sourceLocation: sourceLocation)
    #expect(try index.exerciseRows("exercises") == expected, "index", sourceLocation: sourceLocation)
    let muscles = Dictionary(answer.muscleGroups.map { ($0.muscleGroup.rawValue, $0) }, uniquingKeysWith: { a, _ in a })
    let muscleRows = try PageFigures.matches(
        #"data-muscle="([^"]*)">([0-9.]+)</td><td class="reps">([0-9.]+)</td><td class="volume">([0-9.-]+)</td>"#,
        in: weekPage.section("muscles"))
    #expect(muscleRows.count == muscles.count, sourceLocation: sourceLocation)
    for row in muscleRows {
        let credit = try #require(muscles[row[0]], "\(row[0])", sourceLocation: sourceLocation)
        #expect(row.dropFirst() == [DecimalText.trimmed(credit.sets, digits: 1), DecimalText.trimmed(credit.reps, digits: 1),
                                    shown(credit.volumeKilograms)], "\(row[0])", sourceLocation: sourceLocation)
    }
    let targets = Dictionary(answer.targets.map { ($0.muscleGroup.rawValue, DecimalText.trimmed($0.sets, digits: 1)) },
                             uniquingKeysWith: { a, _ in a })
    let shownTargets = try index.muscleSets("targets").filter { targets[$0.key] != nil }
    #expect(shownTargets == targets, "index targets", sourceLocation: sourceLocation)
    #expect(index.html.contains(#"<span id="week-sets">\#(answer.exercises.reduce(0) { $0 + $1.sets })</span>"#),
            "index week sets", sourceLocation: sourceLocation)
    #expect(index.html.contains(#"<span id="week-volume">\#(shown(answer.exercises.reduce(0) { $0 + $1.volumeKilograms }))</span>"#),
            "index week volume", sourceLocation: sourceLocation)

    for exercise in exercises {
        let page = PageFigures(try site.text(SitePaths.exercisePages(for: [exercise])[exercise] ?? ""))
        let trendResult = try await harness.handle(
            TrendUseCase(options: trendOptions), Trend(exercise: exercise, weeks: 520, to: week))
        let trend = try #require(trendResult.reply as? TrendUseCase.Reply).weeks.filter { $0.sets != nil || $0.topSet != nil }
        let rows = try PageFigures.matches(
            #"<tr data-week="([^"]*)"><th scope="row"><a [^>]*>[^<]*</a></th><td class="sets">(\d+)</td><td class="reps">(\d+)</td><td class="volume">([0-9.-]+)</td><td class="top-set">([^<]*)</td><td class="e1rm">([^<]*)</td></tr>"#,
            in: page.section("sets-over-time"))
        #expect(rows.map { $0[0] } == trend.reversed().map(\.week.description), "\(exercise) weeks", sourceLocation: sourceLocation)
        for (row, weekly) in zip(rows, trend.reversed()) {
            let volumeAnswer = try await volume(row[0]).exercises.first { $0.exercise == exercise }
            #expect(row[1...] == [
                "\(weekly.sets ?? 0)", "\(weekly.reps ?? 0)", shown(volumeAnswer?.volumeKilograms ?? 0),
                weekly.topSet.map { "\(shown($0.weightKilograms)) × \($0.reps)" } ?? "–",
                weekly.estimatedMaxKilograms.map(shown) ?? "–",
            ], "\(exercise) \(row[0])", sourceLocation: sourceLocation)
        }
        let recordsResult = try await harness.handle(ShowRecordsUseCase(), ShowRecords(exercise: exercise))
        let records = try #require(recordsResult.reply as? ShowRecordsUseCase.Reply)
        let shownRecords = try PageFigures.matches(
            #"<tr data-record="([^"]*)"><th scope="row">[^<]*</th><td class="value">([^<]*)</td><td class="date">([^<]*)</td></tr>"#,
            in: page.section("records"))
        let dates = ZonedDateText(timeZone: .gmt)
        #expect(shownRecords == records.current.map { record in
            let value = record.kind == .mostReps
                ? DecimalText.trimmed(record.value, digits: 2) + " reps at " + shown(record.weight ?? 0) + " kg"
                : shown(record.value) + " kg"
            return [record.kind.rawValue, value, String(dates.local(record.date).prefix(10))]
        }, "\(exercise) records", sourceLocation: sourceLocation)
        // The index's records row of the exercise, when it shows one: its heaviest weight and estimate.
        let indexRecords = try PageFigures.matches(
            #"<td class="value" data-record="([^"]*)">([^<]*)</td><td class="date">([^<]*)</td>"#,
            in: try PageFigures.matches(#"(<tr data-exercise="[^"]*"><td><a [^>]*>[^<]*</a></td>.*?</tr>)"#,
                                        in: index.section("records"))
                .first { $0[0].contains(#"data-exercise="\#(exercise)""#) }?.first ?? "")
        let headline = shownRecords.filter { ["heaviest-weight", "estimated-one-rep-max"].contains($0[0]) }
        #expect(indexRecords == headline, "\(exercise) on the index", sourceLocation: sourceLocation)
    }
}

@Suite("summary-html: every figure is the one volume, trend and records answer with")
struct SummaryHTMLFiguresTests {
    @Test("Week page, index and exercise pages agree with volume, trend and records, assisted pull-ups with a bodyweight too")
    func figuresMatchTheAnswers() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        _ = try harness.repository.record(BodyweightEntry(measuredAt: siteDay(-60), kilograms: 82.5, source: "test"))
        for day in [-7, 1] {
            try storeWorkout(harness, "Pull", at: siteDay(day), [
                ("Pull Up (Assisted)", 30, 8), ("Pull Up (Assisted)", 25, 6), ("Lat Pulldown (Cable)", 55, 10),
            ])
        }
        try await publishSite(try siteStore(harness))
        let pullUps = try PublishedSite(output: harness.output).text("exercises/pull-up-assisted.html")
        // (82.5 − 30) × 8 + (82.5 − 25) × 6 = 420 + 345, not the assistance's 30 × 8 + 25 × 6.
        #expect(pullUps.contains(#"<td class="volume">765.0</td>"#))
        try await expectFiguresMatchAnswers(
            harness, week: "2025-W38", exercises: ["Pull Up (Assisted)", "Bench Press (Barbell)", "Squat (Barbell)"])
    }

    @Test("Real sample: the pages of an imported Strong export agree with volume, trend and records", .realSampleTier)
    func sampleFiguresMatchTheAnswers() async throws {
        let harness = try TrainingHarness()
        harness.now = TrainingHarness.start + 60 * 86_400 // after every sample export
        try SampleData.contents(SampleData.strongClassic).write(to: harness.directory.appendingPathComponent("strong.csv"))
        var importOptions = ImportOptions()
        importOptions.timeZone = .gmt
        importOptions.importDirectory = harness.directory.path
        _ = try await harness.handle(ImportFileUseCase(options: importOptions), ImportFile(path: "strong.csv"))
        let store = try siteStore(harness)
        let latest = try #require(try harness.repository.workouts(limit: 1).first)
        let week = WeekCalendar(timeZone: .gmt).week(containing: latest.start).description
        try await publishSite(store, week: week)
        let index = try PublishedSite(output: harness.output).text("index.html")
        #expect(index.contains(#"data-week="\#(week)""#))
        let trained = try await harness.handle(VolumeUseCase(options: utcTrainingOptions()), Volume(week: week))
        let exercises = try #require(trained.reply as? VolumeUseCase.Reply).exercises.map(\.exercise)
        #expect(!exercises.isEmpty)
        try await expectFiguresMatchAnswers(harness, week: week, exercises: Array(exercises.prefix(3)))
    }
}
