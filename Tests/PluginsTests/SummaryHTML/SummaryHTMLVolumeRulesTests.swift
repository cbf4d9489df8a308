import Foundation
import SignalStore
import SiteTesting
import Testing
import Workouts
@testable import Plugins

@Suite("summary-html: pages count sets under the report's volume rules")
struct SummaryHTMLVolumeRulesTests {
    @Test("With count-warm-ups on weekly-volume, the week and exercise pages count the warm-ups as the index's week total does", arguments: [
        (#"{"time-zone": "UTC"}"#, 1),
        (#"{"time-zone": "UTC", "count-warm-ups": true}"#, 2),
    ])
    func warmUpsCountedAlike(weeklyVolume: String, squatSets: Int) async throws {
        let harness = try TrainingHarness()
        _ = try harness.repository.insert(Workout(
            name: "Legs", start: siteDay(1), end: siteDay(1) + 3_600,
            sets: [WorkoutSet(exercise: "Squat (Barbell)", kind: .warmUp, weightKilograms: 60, reps: 5),
                   WorkoutSet(exercise: "Squat (Barbell)", weightKilograms: 100, reps: 5)]))
        try await publishSite(try siteStore(harness, weeklyVolume: weeklyVolume))
        let site = PublishedSite(output: harness.output)
        let index = try site.text("index.html"), week = try site.text("weeks/2025/2025-W38.html")
        #expect(index.contains(#"<span id="week-sets">\#(squatSets)</span>"#), "\(index)")
        #expect(week.contains(#"<td class="sets" data-muscle="quadriceps">\#(squatSets)</td>"#), "\(week)")
        #expect(week.contains(#"Squat (Barbell)</a></td><td class="sets">\#(squatSets)</td>"#), "\(week)")
        let squat = try site.text("exercises/squat-barbell.html")
        #expect(squat.contains(#"<tr data-week="2025-W38"><th scope="row"><a href="../weeks/2025/2025-W38.html">2025-W38</a></th><td class="sets">\#(squatSets)</td>"#),
                "\(squat)")
    }
}
