import Foundation
import SiteTesting
import Testing
@testable import Plugins

@Suite("summary-html: the index names each exercise once")
struct SummaryHTMLIndexTests {
    /// Ten weeks to week 38, and a deadlift only in week 37: three exercises trained in the
    /// index's week, one not.
    private func publishedIndex() async throws -> PageFigures {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeWorkout(harness, "Pull", at: siteDay(-5), [("Deadlift (Barbell)", 140, 5)])
        try await publishSite(try siteStore(harness))
        return PageFigures(try PublishedSite(output: harness.output).text("index.html"))
    }

    @Test("Every exercise is in exactly one row of the week's table or one link of the other exercises")
    func everyExerciseOnce() async throws {
        let index = try await publishedIndex()
        let names = try index.exerciseNames(rowsIn: "exercises", linksIn: "other-exercises")
        #expect(names.sorted() == ["Bench Press (Barbell)", "Deadlift (Barbell)", "Overhead Press (Barbell)",
                                   "Squat (Barbell)"], "\(names)")
        #expect(try index.exerciseNames(rowsIn: "exercises", linksIn: "none").sorted()
                == ["Bench Press (Barbell)", "Overhead Press (Barbell)", "Squat (Barbell)"])
        // Outside the last workouts (tables of workouts, linking their exercises), each
        // exercise's page is linked once on the whole index.
        let workouts = index.section("last-workouts")
        #expect(!workouts.isEmpty)
        let rest = index.html.replacingOccurrences(of: workouts, with: "")
        for slug in ["bench-press-barbell", "deadlift-barbell", "overhead-press-barbell", "squat-barbell"] {
            #expect(rest.components(separatedBy: "href=\"exercises/\(slug).html\"").count == 2, "\(slug)")
        }
        #expect(index.section("records").isEmpty && index.section("all-exercises").isEmpty)
        #expect(index.html.contains("<h2>Other exercises</h2>"))
    }

    @Test("The week's table holds each exercise's sets, reps, volume and headline records with their dates")
    func oneTableWithRecords() async throws {
        let index = try await publishedIndex()
        let table = index.section("exercises")
        #expect(table.contains(#"<th scope="col" class="number">Volume (kg)</th><th scope="col" class="number">Heaviest weight or least assistance</th><th scope="col">Since</th><th scope="col" class="number">Estimated one-rep max</th><th scope="col">Since</th>"#), "\(table)")
        // Squat: 2 × 5 at 122.5 kg on Wednesday; e1RM by the default estimate, set the same day.
        let squat = try #require(try PageFigures.matches(#"(<tr data-exercise="Squat \(Barbell\)">.*?</tr>)"#, in: table).first?.first)
        #expect(squat.hasPrefix(#"<tr data-exercise="Squat (Barbell)"><td><a href="exercises/squat-barbell.html">Squat (Barbell)</a></td><td class="sets">2</td><td class="reps">10</td><td class="volume">1225.0</td><td class="value" data-record="heaviest-weight">122.5 kg</td><td class="date">2025-09-17</td><td class="value" data-record="estimated-one-rep-max">"#), "\(squat)")
        #expect(squat.hasSuffix(#"</td><td class="date">2025-09-17</td></tr>"#), "\(squat)")
        #expect(try index.exerciseRows("exercises") == [
            "Bench Press (Barbell)": ["3", "15", "1537.5"], "Overhead Press (Barbell)": ["1", "8", "360.0"],
            "Squat (Barbell)": ["2", "10", "1225.0"],
        ])
        // Under 600 px reps, volume and the records' dates (columns 3, 4, 6 and 8) are hidden,
        // not the sets or the records: the table fits a phone (site_in_browser.py measures it).
        #expect(PageLayout.style.contains("[data-page=index] #exercises tr>:nth-child(3),[data-page=index] #exercises tr>:nth-child(4),"
            + "[data-page=index] #exercises tr>:nth-child(6),[data-page=index] #exercises tr>:nth-child(8){display:none}"))
        #expect(index.section("other-exercises").contains(#"<li><a href="exercises/deadlift-barbell.html">Deadlift (Barbell)</a></li>"#))
    }
}
