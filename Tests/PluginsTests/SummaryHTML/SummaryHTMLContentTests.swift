import Foundation
import SignalStore
import SignalStoreTesting
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: what the pages show")
struct SummaryHTMLContentTests {
    @Test("The index, week and exercise pages hold the week's numbers from the database")
    func pagesHoldTheDatabasesNumbers() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let ready = try await publishSite(try siteStore(harness))
        let site = PublishedSite(output: harness.output)
        #expect(ready.paths == [site.root.path + "/index.html"])
        #expect(ready.week == "2025-W38")

        let index = try site.text("index.html")
        #expect(index.contains(#"<body data-page="index" data-week="2025-W38" data-units="kg">"#))
        // Bench: 3 sets (chest primary); overhead press: 1 set at half credit.
        #expect(index.contains(#"<td class="sets" data-muscle="chest">3</td>"#))
        #expect(index.contains(#"<span id="week-sets">6</span>"#))
        // 3 × 5 × 102.5 + 8 × 45 + 2 × 5 × 122.5 = 1537.5 + 360 + 1225
        #expect(index.contains(#"<span id="week-volume">3122.5</span>"#))
        #expect(index.contains(#"<a href="exercises/bench-press-barbell.html">Bench Press (Barbell)</a>"#))
        #expect(index.contains(#"<td class="value" data-record="heaviest-weight">122.5 kg</td><td class="date">2025-09-17</td>"#))
        #expect(index.contains("<title>Estimated one-rep max per week, 12 weeks to 2025-W38 (kg)</title>"))

        let week = try site.text("weeks/2025/2025-W38.html")
        #expect(week.contains(#"<td class="sets" data-muscle="quadriceps">2</td>"#))
        #expect(week.contains(#"<tr data-exercise="Squat (Barbell)"><td><a href="../../exercises/squat-barbell.html">Squat (Barbell)</a></td><td class="sets">2</td><td class="reps">10</td><td class="volume">1225.0</td></tr>"#))
        #expect(week.contains(#"<a href="../../reports/2025-W38.md">reports/2025-W38.md</a>"#))

        let bench = try site.text("exercises/bench-press-barbell.html")
        #expect(bench.contains(#"data-page="exercise" data-exercise="Bench Press (Barbell)""#))
        #expect(bench.contains(#"<tr data-week="2025-W29">"#) && bench.contains(#"<tr data-week="2025-W38">"#))
        #expect(bench.contains(#"<td class="top-set">102.5 × 5</td>"#))
        #expect(bench.contains(#"<tr data-record="heaviest-weight"><th scope="row">Heaviest weight</th><td class="value">102.5 kg</td><td class="date">2025-09-15</td></tr>"#))
        let pages = try site.pages()
        #expect(pages == ["exercises/bench-press-barbell.html", "exercises/overhead-press-barbell.html",
                          "exercises/squat-barbell.html", "index.html"] + (29...38).map { "weeks/2025/2025-W\($0).html" })
        let summary = try #require(await harnessSummary(harness))
        #expect(try Data(contentsOf: site.root.appendingPathComponent("reports/2025-W38.md"))
                == MarkdownSummary().render(summary, units: .kilograms))
        #expect(try site.files().filter { $0.hasPrefix("reports/") }
                == ["reports/2025-W38-e1rm.svg", "reports/2025-W38.json", "reports/2025-W38.md", "reports/2025-W38.svg"])
    }

    @Test("A workout's start shows on the site's clocks with the offset; its record's day is the zone's day")
    func startsOnTheZonesClocks() async throws {
        let harness = try TrainingHarness()
        // 2025-09-14T22:30Z: Monday 00:30 in Berlin, Sunday in UTC.
        try storeWorkout(harness, "Midnight", at: siteDay(-1, hours: 22) + 1_800, [("Bench Press (Barbell)", 100, 5)])
        try storeWorkout(harness, "Morning", at: siteDay(0, hours: 5) + 2_880, [("Bench Press (Barbell)", 110, 5)])
        try await publishSite(try siteStore(harness, weeklyVolume: #"{"time-zone": "Europe/Berlin"}"#))
        let site = PublishedSite(output: harness.output)
        let week = try site.text("weeks/2025/2025-W38.html")
        #expect(week.contains("2025-09-15 00:30 +02:00</a></h3>"), "\(week)")
        #expect(week.contains("2025-09-15 07:48 +02:00</a></h3>"), "\(week)")
        #expect(try !site.pages().contains("weeks/2025/2025-W37.html"), "the midnight workout is Monday's in Berlin")
        let bench = try site.text("exercises/bench-press-barbell.html")
        #expect(bench.contains(#"<td class="value">110.0 kg</td><td class="date">2025-09-15</td>"#), "\(bench)")
    }

    @Test("Training after the report's week shows, the index on the latest week with data; training after now shows nowhere")
    func laterTrainingShowsUpToNow() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeWorkout(harness, "Later", at: siteDay(8), [("Bench Press (Barbell)", 140, 1), ("Deadlift (Barbell)", 200, 1)])
        try storeWorkout(harness, "Future", at: siteDay(40), [("Row (Barbell)", 70, 8)])
        harness.now = siteDay(30)
        try await publishSite(try siteStore(harness))
        let site = PublishedSite(output: harness.output)
        let index = try site.text("index.html")
        #expect(index.contains(#"<body data-page="index" data-week="2025-W39" data-units="kg">"#))
        #expect(index.contains(#"data-record="heaviest-weight">140.0 kg"#))
        #expect(try site.pages().contains("exercises/deadlift-barbell.html"))
        #expect(try !site.text("weeks/2025/2025-W39.html").contains("reports/"), "only the report's week links its files")
        #expect(try site.text("weeks/2025/2025-W38.html").contains(#"<a href="../../reports/2025-W38.md">"#))
        let everything = try site.pages().map(site.text).joined()
        #expect(!everything.contains("Row (Barbell)"))
    }

    @Test("A report for an older week writes that week's page and keeps the index and the newer weeks")
    func olderReportKeepsTheIndex() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        try await publishSite(store)
        let ready = try await publishSite(store, week: "2025-W37")
        #expect(ready.week == "2025-W37")
        let site = PublishedSite(output: harness.output)
        #expect(try site.text("index.html").contains(#"data-week="2025-W38""#))
        #expect(try site.pages().contains("weeks/2025/2025-W38.html"))
        #expect(try site.text("weeks/2025/2025-W37.html").contains(#"<a href="../../reports/2025-W37.md">"#))
        #expect(try !site.text("weeks/2025/2025-W38.html").contains("reports/"))
        #expect(try site.files().filter { $0.hasPrefix("reports/") }
                == ["reports/2025-W37-e1rm.svg", "reports/2025-W37.json", "reports/2025-W37.md", "reports/2025-W37.svg"])
    }

    @Test("Every data string is HTML-escaped on every page")
    func dataStringsAreEscaped() async throws {
        let harness = try TrainingHarness()
        let name = #"<script>alert("x")</script> & 'y'"#
        try storeWorkout(harness, "Push", at: siteDay(1), [(name, 50, 5), ("Bench Press (Barbell)", 60, 5)])
        try await publishSite(try siteStore(harness))
        let site = PublishedSite(output: harness.output)
        let pages = try site.pages()
        #expect(pages.contains("exercises/script-alert-x-script-y.html"))
        for page in pages {
            let text = try site.text(page)
            #expect(!text.contains("<script"), "\(page)")
            #expect(!text.contains(name), "\(page)")
        }
        #expect(try site.text("index.html").contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;"))
    }

    @Test("change-units re-renders the site in pounds")
    func unitsFollowChangeUnits() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let store = try siteStore(harness)
        try await publishSite(store)
        let changed = await store.send(ChangeUnits(units: "lb"))
        #expect(changed.succeeded, "\(changed.errors)")
        #expect(changed.effects.compactMap { ($0 as? ReportReady)?.format } == ["html"])
        let site = PublishedSite(output: harness.output)
        let index = try site.text("index.html")
        #expect(index.contains(#"data-units="lb""#))
        #expect(index.contains(#"data-record="heaviest-weight">270.1 lb"#)) // 122.5 kg
        #expect(try site.text("exercises/squat-barbell.html").contains("Volume (lb)"))
    }

    @Test("Health exports are linked only with publish-exports: true, and never through a symbolic link")
    func exportsOnlyWhenPublished() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        let batch = harness.output.appendingPathComponent("health/workouts-000001-000020")
        try FileManager.default.createDirectory(at: batch, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: batch.appendingPathComponent("fhir-bundle.json"))
        let outside = harness.directory.appendingPathComponent("secret.txt")
        try Data("secret".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(at: batch.appendingPathComponent("leak.txt"), withDestinationURL: outside)

        try await publishSite(try siteStore(harness))
        let site = PublishedSite(output: harness.output)
        #expect(try !site.files().contains { $0.hasPrefix("exports/") })
        #expect(try !site.text("index.html").contains("exports/"))

        try await publishSite(try siteStore(harness, options: #"{"publish-exports": true}"#))
        #expect(try site.files().filter { $0.hasPrefix("exports/") } == ["exports/workouts-000001-000020/fhir-bundle.json"])
        #expect(try site.text("index.html").contains(
            #"<a href="exports/workouts-000001-000020/fhir-bundle.json">exports/workouts-000001-000020/fhir-bundle.json</a>"#))
        #expect(site.inode("exports/workouts-000001-000020/fhir-bundle.json")
                == PublishedSite(output: harness.output, directory: "health").inode("workouts-000001-000020/fhir-bundle.json"))
    }

    @Test("Without a weekly summary the site is refused on weekly-report-due and skipped on units-changed")
    func needsASummary() async throws {
        let harness = try TrainingHarness()
        var store = harness.testStore([SummaryHTMLUseCase()])
        await store.send(UnitsChanged(units: "lb"))
        let error = await store.sendExpectingFailure(WeeklyReportDue())
        #expect(error as? ReportError == .noSummary, "\(String(describing: error))")
        store.finish()
        #expect(!FileManager.default.fileExists(atPath: harness.output.appendingPathComponent("site").path))
    }
}

/// The weekly summary of 2025-W38 as `weekly-volume` computes it for the harness. A direct
/// handle, not a TestStore step: the summary is not asserted here but rendered into the
/// Markdown the site must carry (WeeklyVolumeTests asserts weekly-volume's summaries whole).
private func harnessSummary(_ harness: TrainingHarness) async throws -> WeeklySummary? {
    let result = try await harness.handle(
        WeeklyVolumeUseCase(options: utcTrainingOptions()), WeeklyReportDue(week: "2025-W38"))
    return result.state?.weeklySummary
}
