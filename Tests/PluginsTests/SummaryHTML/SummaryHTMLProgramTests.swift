import Foundation
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: each training program's next session and its lifts' weights")
struct SummaryHTMLProgramTests {
    @Test func theIndexShowsTheNextSessionWithItsReasonsAndAChartOfEachLift() async throws {
        let harness = try TrainingHarness()
        harness.programs = [ProgramFixtures.setup()]
        try storeTenWeeks(harness)
        try harness.logSession(ProgramFixtures.sets(ProgramFixtures.squat, 5, reps: 5, at: 100)
            + ProgramFixtures.sets(ProgramFixtures.bench, 5, reps: 5, at: 60), at: siteDay(-2))
        try await publishSite(try siteStore(harness))
        let index = PageFigures(try PublishedSite(output: harness.output).text("index.html"))
        let section = index.section("next-session")
        #expect(section.contains(#"<h3 data-program="sl">sl: session 2, day B</h3>"#), "\(section)")
        #expect(section.contains(#"<tr><th scope="row">Squat (Barbell)</th><td class="sets">5×5 @ 102.5 kg</td>"#
            + #"<td class="why">+2.5 kg: every 5×5 done last session</td></tr>"#), "\(section)")
        #expect(section.contains("<title>sl: training max or working weight of each lift at each week&apos;s end (kg)</title>"))
        for label in ["Squat (Barbell)", "Bench Press (Barbell)", "Overhead Press (Barbell)"] {
            #expect(section.contains(label), "the chart has no line for \(label)")
        }
    }

    @Test func withoutAProgramTheIndexHasNoSuchSection() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try await publishSite(try siteStore(harness))
        let index = PageFigures(try PublishedSite(output: harness.output).text("index.html"))
        #expect(index.section("next-session").isEmpty)
    }
}
