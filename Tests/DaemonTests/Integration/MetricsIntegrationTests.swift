import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

/// `metrics` and `metrics-textfile` in the real liftd, checked by the real tools:
/// `promtool check metrics` reports nothing on `liftctl metrics` or on `liftd.prom`, and a
/// real node_exporter started on a loopback port serves liftd's series from the textfile
/// directory (Tests/oracles/metrics_oracle.py).
@Suite("Metrics through the real liftd", .serialized)
struct MetricsIntegrationTests {
    private static let oracle = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("oracles/metrics_oracle.py").path

    /// The value of the sample line starting `prefix` (name and labels) in `text`.
    private func value(_ prefix: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix + " ") }.flatMap { Double($0.dropFirst(prefix.count + 1)) }
    }

    @Test("liftctl metrics and liftd.prom pass promtool, and node_exporter's textfile collector serves liftd's series",
          .needsTool("/usr/bin/promtool", package: "prometheus"),
          .needsTool("/usr/bin/prometheus-node-exporter", package: "prometheus-node-exporter"),
          .needsTool("/usr/bin/python3", package: "python3"), .timeLimit(.minutes(3)))
    func metricsEndToEnd() async throws {
        let textfile = try TemporaryDirectory()
        let sandbox = try DaemonSandbox(
            useCases: DaemonSandbox.standardUseCases + [
                "metrics", "metrics-textfile: {directory: '\(textfile.path)', mode: '0644', time-zone: UTC}",
            ],
            extra: "time-zone: UTC\nschedules:\n  metrics:\n    cron: '0 0 1 1 *'\n    signal: metrics-due\n")
        let daemon = try DaemonProcess(sandbox)
        try await daemon.waitUntilReady()
        _ = try result(of: try await daemon.request(#"{"signal":"start-workout","name":"Legs"}"#))
        _ = try result(of: try await daemon.request(#"{"signal":"log-set","exercise":"Squat (Barbell)","weight":100,"reps":5}"#))
        _ = try result(of: try await daemon.request(#"{"signal":"log-set","exercise":"Squat (Barbell)","weight":110,"reps":3}"#))
        _ = try errorMessage(of: try await daemon.request(#"{"signal":"workout","workout":424242}"#))
        for _ in 1...2 {
            let written = try result(of: try await daemon.request(#"{"signal":"run-schedule","name":"metrics"}"#))
            #expect(written["result"] == .string("ok"), "\(written)")
            #expect(written["reply"]?["path"] == .string(textfile.path + "/liftd.prom"), "\(written)")
        }

        let liftctl = try await ProgramRun.run(try BuiltProducts.path("liftctl"), ["--socket", sandbox.socketPath, "metrics"])
        #expect(liftctl.status == 0, "liftctl metrics: \(liftctl.standardError)")
        let text = liftctl.standardOutput
        #expect(text.hasPrefix("# HELP liftd_"), "\(text)")
        #expect(value(#"liftd_chains_total{result="ok"}"#, in: text).map { $0 >= 5 } == true, "\(text)")
        #expect(value(#"liftd_chains_total{result="failed"}"#, in: text) == 1, "\(text)")
        // The unknown workout is the client's mistake: its chain failed, but it is not one of
        // the daemon's own errors (RequestLogTests.refusedRequestLogged).
        #expect(text.contains("# TYPE liftd_errors_total counter"), "\(text)")
        #expect(!text.contains("liftd_errors_total{code=\""), "\(text)")
        #expect(value("liftd_clients_connected", in: text) == 1, "\(text)")
        #expect(value("liftd_event_subscribers", in: text) == 0, "\(text)")
        #expect(value("liftd_queue_depth", in: text) == 0, "\(text)")
        #expect(value(#"liftd_week_working_sets{muscle_group="quadriceps"}"#, in: text) == 2, "\(text)")
        // The best of 100 kg × 5 and 110 kg × 3 by Epley: 110 × 1.1 = 121 kg.
        #expect(value(#"liftd_estimated_one_rep_max_grams{exercise="Squat (Barbell)"}"#, in: text) == 121_000, "\(text)")
        let started = try #require(value(#"liftd_schedule_last_success_timestamp_seconds{schedule="metrics"}"#, in: text))
        #expect(abs(started - Date().timeIntervalSince1970) < 600, "\(started)")
        let outside = try TemporaryDirectory()
        let printed = try outside.file("liftctl-metrics.txt", text)
        try await stopCleanly(daemon)

        let python = try BuiltProducts.tool("/usr/bin/python3", package: "python3")
        // No lateness: a run by hand has none.
        let expected = [
            "liftd_build_info", "liftd_chains_total", "liftd_queue_depth", "liftd_clients_connected",
            "liftd_event_subscribers",
            "liftd_schedule_last_success_timestamp_seconds", "liftd_week_working_sets", "liftd_estimated_one_rep_max_grams",
        ]
        let check = try await ProgramRun.run(
            python, [Self.oracle, "--textfile-dir", textfile.path, "--exposition", printed]
                + expected.flatMap { ["--expect", $0] })
        #expect(check.status == 0, "metrics_oracle.py: \(check.standardError)")
        #expect(check.standardOutput.contains(#""promtool": "clean""#), "\(check.standardOutput)")
    }
}
