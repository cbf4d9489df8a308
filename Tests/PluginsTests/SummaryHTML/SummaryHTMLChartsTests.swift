import Foundation
import SignalStore
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: the index's charts")
struct SummaryHTMLChartsTests {
    @Test("Without trend-lifts the e1RM chart shows the big lifts trained, squat first, not the most-trained machine")
    func chartsTheBigLifts() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeMachineDays(harness)
        try await publishSite(try siteStore(harness))
        let index = try PublishedSite(output: harness.output).text("index.html")
        // Epley over week 38's top sets: 122.5 × 5, 102.5 × 5, 45 × 8.
        #expect(try legends(index, "e1rm")
                == ["Squat (Barbell) (142.9 kg)", "Bench Press (Barbell) (119.6 kg)", "Overhead Press (Barbell) (57.0 kg)"])
    }

    @Test("trend-lifts names the lifts the e1RM chart shows")
    func chartsTheConfiguredLifts() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try storeMachineDays(harness)
        let options = #"{"time-zone": "UTC", "trend-lifts": ["Leg Extension (Machine)"]}"#
        try await publishSite(try siteStore(harness, weeklyVolume: options))
        let index = try PublishedSite(output: harness.output).text("index.html")
        #expect(try legends(index, "e1rm") == ["Leg Extension (Machine) (76.0 kg)"])  // 60 × 8
    }

    @Test("The e1RM chart's y-axis has a labelled gridline every round step across the values")
    func gridlinesAreLabelled() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try await publishSite(try siteStore(harness))
        let index = try PublishedSite(output: harness.output).text("index.html")
        // From 57.0 (overhead press) to 142.9 (squat): steps of 25 from 50 to 150.
        #expect(try gridlineLabels(index, "e1rm") == ["50", "75", "100", "125", "150"])
        #expect(PageFigures(index).section("e1rm").components(separatedBy: "<line class=\"grid\"").count - 1 == 5)
    }

    @Test("The bodyweight chart shows each week's mean of the stored bodyweights, in the site's unit")
    func bodyweightChart() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        for (day, kilograms) in [(-6, 80.0), (-4, 81.0), (1, 81.4)] {
            _ = try harness.repository.record(BodyweightEntry(measuredAt: siteDay(day, hours: 7), kilograms: kilograms, source: "test"))
        }
        let store = try siteStore(harness)
        try await publishSite(store)
        let site = PublishedSite(output: harness.output)
        var index = try site.text("index.html")
        #expect(index.contains("<title>Bodyweight per week (mean of the week&apos;s entries), 12 weeks to 2025-W38 (kg)</title>"))
        #expect(try legends(index, "bodyweight") == ["Bodyweight (81.4 kg)"])
        // Week 37's mean 80.5, week 38's 81.4: gridlines every 0.5 kg.
        #expect(try gridlineLabels(index, "bodyweight") == ["80.5", "81", "81.5"])
        #expect(try PageFigures.matches(#"<circle class="s0" cx="[0-9.]+" cy="([0-9.]+)""#, in: PageFigures(index).section("bodyweight")).isEmpty)
        #expect(PageFigures(index).section("bodyweight").contains("<polyline class=\"series s0\""))

        #expect(await store.send(ChangeUnits(units: "lb")).succeeded)
        index = try site.text("index.html")
        #expect(try legends(index, "bodyweight") == ["Bodyweight (179.5 lb)"])  // 81.4 kg
    }

    @Test("Without a stored bodyweight the bodyweight chart says how to log one")
    func noBodyweight() async throws {
        let harness = try TrainingHarness()
        try storeTenWeeks(harness)
        try await publishSite(try siteStore(harness))
        let section = PageFigures(try PublishedSite(output: harness.output).text("index.html")).section("bodyweight")
        #expect(section.contains("No bodyweight logged in these weeks (log-bodyweight adds one).</text>"))
        #expect(try legends(section, "bodyweight") == ["Bodyweight"])
    }
}

/// A leg-machine day in each of the ten weeks, with more sets than any barbell lift.
private func storeMachineDays(_ harness: TrainingHarness) throws {
    for week in 0..<10 {
        try storeWorkout(harness, "Machines", at: siteDay(-7 * (9 - week) + 4), Array(repeating: ("Leg Extension (Machine)", 60, 8), count: 6))
    }
}

/// The legend lines of the chart in section `id` of `html`.
private func legends(_ html: String, _ id: String) throws -> [String] {
    let section = html.hasPrefix("<section") ? html : PageFigures(html).section(id)
    return try PageFigures.matches(#"<rect class="s\d+"[^>]*/>\n<text [^>]*>([^<]*)</text>"#, in: section).map { $0[0] }
}

/// The y-axis labels of the chart in section `id` of `html`, bottom to top.
private func gridlineLabels(_ html: String, _ id: String) throws -> [String] {
    try PageFigures.matches(#"<text class="y-label"[^>]*>([^<]*)</text>"#, in: PageFigures(html).section(id)).map { $0[0] }
}
