import Foundation
import SchedulerContract
import Testing
@testable import Plugins

@Suite("Prometheus text exposition")
struct MetricsExpositionTests {
    @Test("A label value escapes backslash, double quote and line feed, and nothing else")
    func labelValuesAreEscaped() {
        let text = MetricsExposition.render([
            MetricFamily("liftd_x", .gauge, help: "x", samples: [
                MetricSample(1, labels: ["exercise": "Odd \"Lift\" \\ with\nbreak, {braces} = ünïcode"]),
            ]),
        ])
        #expect(text.contains(#"liftd_x{exercise="Odd \"Lift\" \\ with\nbreak, {braces} = ünïcode"} 1"#), "\(text)")
        #expect(text.split(separator: "\n").count == 3, "a raw line feed reached the output: \(text)")
    }

    @Test("HELP text escapes backslash and line feed but keeps double quotes")
    func helpIsEscaped() {
        let text = MetricsExposition.render([MetricFamily("liftd_x", .gauge, help: "a \\ b\n\"c\"", value: 0)])
        #expect(text.hasPrefix("# HELP liftd_x a \\\\ b\\n\"c\"\n# TYPE liftd_x gauge\n"), "\(text)")
    }

    @Test("Families come sorted by name, HELP then TYPE before their samples; samples sorted by labels, label names sorted")
    func orderIsStable() {
        let text = MetricsExposition.render([
            MetricFamily("liftd_b_total", .counter, help: "b", samples: [
                MetricSample(2, labels: ["result": "ok"]), MetricSample(1, labels: ["result": "failed"]),
            ]),
            MetricFamily("liftd_a", .gauge, help: "a", samples: [MetricSample(3, labels: ["z": "1", "a": "2"])]),
        ])
        #expect(text == """
            # HELP liftd_a a
            # TYPE liftd_a gauge
            liftd_a{a="2",z="1"} 3
            # HELP liftd_b_total b
            # TYPE liftd_b_total counter
            liftd_b_total{result="failed"} 1
            liftd_b_total{result="ok"} 2

            """)
    }

    @Test("A family without samples still has its HELP and TYPE lines, and the text ends in a line feed")
    func emptyFamily() {
        let text = MetricsExposition.render([MetricFamily("liftd_errors_total", .counter, help: "errors", samples: [])])
        #expect(text == "# HELP liftd_errors_total errors\n# TYPE liftd_errors_total counter\n")
    }

    @Test("Values: whole numbers without a fraction, others exactly, NaN and infinities spelled as the format wants",
          arguments: [(0.0, "0"), (12, "12"), (-3, "-3"), (112.75, "112.75"), (1_758_000_000.5, "1758000000.5"),
                      (.nan, "NaN"), (.infinity, "+Inf"), (-.infinity, "-Inf"), (1e300, "1e+300")] as [(Double, String)])
    func values(value: Double, written: String) {
        #expect(MetricsExposition.valueText(value) == written)
        if !value.isNaN, !value.isInfinite { #expect(Double(written) == value) }
    }

    @Test("liftd's families follow the conventions: liftd_ prefix, valid names, counters end in _total and only they do")
    func namingConventions() {
        let runtime = RuntimeMetrics(
            version: "1.2.3", chainsSucceeded: 5, chainsFailed: 1, errorsByCode: ["queue-full": 2],
            queueDepth: 3, clients: 2,
            schedules: [ScheduleMetrics(name: "weekly-report", lastSuccess: Date(timeIntervalSince1970: 10), latenessSeconds: 0.25)],
            notifications: NotificationMetrics(queued: ["webhook(a)": 4], dropped: ["webhook(a)": 2], undelivered: ["webhook(b)": 1]))
        let training = TrainingMetrics(workingSets: [], estimatedMaxima: ["Squat (Barbell)": 140])
        let families = LiftdMetrics.families(runtime: runtime, training: training)
        let valid = /[a-zA-Z_:][a-zA-Z0-9_:]*/
        for family in families {
            #expect(family.name.hasPrefix("liftd_"))
            #expect(family.name.wholeMatch(of: valid) != nil, "\(family.name)")
            #expect((family.kind == .counter) == family.name.hasSuffix("_total"), "\(family.name)")
            for name in family.samples.flatMap(\.labels.keys) {
                #expect(name.wholeMatch(of: /[a-zA-Z_][a-zA-Z0-9_]*/) != nil && !name.hasPrefix("__"), "\(name)")
            }
        }
        #expect(Set(families.map(\.name)).count == families.count, "a family name repeats")
        let text = MetricsExposition.render(families)
        #expect(text.contains("liftd_build_info{version=\"1.2.3\"} 1\n"))
        #expect(text.contains("liftd_chains_total{result=\"failed\"} 1\n"))
        #expect(text.contains("liftd_errors_total{code=\"queue-full\"} 2\n"))
        #expect(text.contains("liftd_schedule_last_success_timestamp_seconds{schedule=\"weekly-report\"} 10\n"))
        #expect(text.contains("liftd_schedule_lateness_seconds{schedule=\"weekly-report\"} 0.25\n"))
        #expect(text.contains("liftd_estimated_one_rep_max_grams{exercise=\"Squat (Barbell)\"} 140000\n"))
        #expect(text.contains("liftd_notifications_queued{notifier=\"webhook(a)\"} 4\n"))
        #expect(text.contains("liftd_notifications_dropped_total{notifier=\"webhook(a)\"} 2\n"))
        #expect(text.contains("liftd_notifications_failed_total{notifier=\"webhook(b)\"} 1\n"))
    }
}
