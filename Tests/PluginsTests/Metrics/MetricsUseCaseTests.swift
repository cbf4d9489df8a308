import Foundation
import SchedulerContract
import SignalStore
import SignalStoreTesting
import Testing
import Workouts
@testable import Plugins

/// Fixed daemon numbers, as the running daemon would give them.
struct FixedRuntimeMetrics: RuntimeMetricsReading {
    var metrics: RuntimeMetrics?
    func runtimeMetrics() async -> RuntimeMetrics? { metrics }
}

/// The exposition `useCase` answers `metrics` with under `harness`'s dependencies plus `runtime`.
/// A direct handle: the reply is the whole exposition text, which the tests read sample by
/// sample (and compare with volume's reply, read the same way); a TestStore step would need it
/// spelled out.
func exposition(
    _ useCase: MetricsUseCase, harness: TrainingHarness, runtime: RuntimeMetrics? = RuntimeMetrics(version: "9.9")
) async throws -> String {
    var dependencies = harness.dependencies
    dependencies.runtimeMetrics = FixedRuntimeMetrics(metrics: runtime)
    let result = try await DependencyValues.$current.withValue(dependencies) {
        try await useCase.handle(Metrics(), state: LiftdState())
    }
    return try #require(result.reply as? String)
}

/// The value of the sample line starting `prefix` (name and labels) in `text`.
func sample(_ prefix: String, in text: String) -> Double? {
    text.split(separator: "\n").first { $0.hasPrefix(prefix + " ") }.flatMap { Double($0.dropFirst(prefix.count + 1)) }
}

@Suite("metrics")
struct MetricsUseCaseTests {
    @Test("Working sets per muscle group this week are those volume credits, every other group at 0")
    func workingSetsAsVolumeCounts() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let text = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness)
        let volume = twoWeeksVolume(targets: harness.targets)
        var store = harness.testStore([VolumeUseCase(options: utcTrainingOptions())])
        await store.send(Volume(week: "2025-W38"), reply: volume)
        store.finish()
        #expect(!volume.muscleGroups.isEmpty)
        for group in MuscleGroup.allCases {
            let credited = volume.muscleGroups.first { $0.muscleGroup == group }?.sets ?? 0
            #expect(sample("liftd_week_working_sets{muscle_group=\"\(group.rawValue)\"}", in: text) == credited, "\(group)")
        }
        #expect(sample("liftd_week_working_sets{muscle_group=\"chest\"}", in: text) == 2, "the warm-up counted: \(text)")
    }

    @Test("The best estimated max of the big lifts trained over twelve weeks, in grams to the gram; Mystery Press is none")
    func estimatedMaximaOfTheBigLifts() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let text = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("liftd_estimated_one_rep_max_grams{") }
        #expect(lines.count == 2, "\(lines)")
        let bench: Double = (102_500 * (1 + 3.0 / 30)).rounded(), squat: Double = (120_000 * (1 + 5.0 / 30)).rounded()
        #expect(sample(#"liftd_estimated_one_rep_max_grams{exercise="Bench Press (Barbell)"}"#, in: text) == bench)
        #expect(sample(#"liftd_estimated_one_rep_max_grams{exercise="Squat (Barbell)"}"#, in: text) == squat)
        #expect(!lines.contains { $0.contains("Mystery Press") }, "not a big lift: \(lines)")
    }

    @Test("trend-lifts names the tracked lifts; a name with quotes and a backslash is escaped in its label")
    func trendLiftsAreTracked() async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let odd = #"Odd "Lift" \ A"#
        _ = try harness.repository.insert(Workout(name: "Odd", start: harness.now + 60, end: harness.now + 600, sets: [
            WorkoutSet(exercise: odd, weightKilograms: 50, reps: 1),
        ]))
        var options: MetricsOptions = utcTrainingOptions()
        options.trendLifts = ["Squat (Barbell)", odd, "Never Done"]
        let text = try await exposition(MetricsUseCase(options: options), harness: harness)
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("liftd_estimated_one_rep_max_grams{") }.map(String.init)
        let squat = MetricsExposition.valueText((120_000 * (1 + 5.0 / 30)).rounded())
        #expect(lines == [
            #"liftd_estimated_one_rep_max_grams{exercise="Odd \"Lift\" \\ A"} 50000"#,
            #"liftd_estimated_one_rep_max_grams{exercise="Squat (Barbell)"} "# + squat,
        ])
    }

    @Test("The daemon's numbers appear as given; outside the daemon only the training series do")
    func runtimeSeries() async throws {
        let harness = try TrainingHarness()
        let runtime = RuntimeMetrics(
            version: "1.0", chainsSucceeded: 7, chainsFailed: 2, errorsByCode: ["use-case-failed": 2, "queue-full": 1],
            queueDepth: 4, clients: 3, subscribers: 2, schedules: [
                ScheduleMetrics(name: "weekly-report", lastSuccess: Date(timeIntervalSince1970: 1_758_000_000), latenessSeconds: 1.5),
                ScheduleMetrics(name: "never-ran"),
            ])
        let text = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness, runtime: runtime)
        #expect(sample(#"liftd_build_info{version="1.0"}"#, in: text) == 1)
        #expect(sample(#"liftd_chains_total{result="ok"}"#, in: text) == 7)
        #expect(sample(#"liftd_chains_total{result="failed"}"#, in: text) == 2)
        #expect(sample(#"liftd_errors_total{code="use-case-failed"}"#, in: text) == 2)
        #expect(sample(#"liftd_errors_total{code="queue-full"}"#, in: text) == 1)
        #expect(sample("liftd_queue_depth", in: text) == 4)
        #expect(sample("liftd_clients_connected", in: text) == 3)
        #expect(sample("liftd_event_subscribers", in: text) == 2)
        #expect(sample(#"liftd_schedule_last_success_timestamp_seconds{schedule="weekly-report"}"#, in: text) == 1_758_000_000)
        #expect(sample(#"liftd_schedule_lateness_seconds{schedule="weekly-report"}"#, in: text) == 1.5)
        #expect(!text.contains("never-ran"), "a schedule without a success or a firing has no sample: \(text)")
        let bare = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness, runtime: nil)
        #expect(!bare.contains("liftd_build_info") && !bare.contains("liftd_chains_total"))
        #expect(bare.contains("# TYPE liftd_week_working_sets gauge\n"))
    }
}
