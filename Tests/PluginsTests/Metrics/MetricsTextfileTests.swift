#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import SignalStore
import Testing
@testable import Plugins

@Suite("metrics-textfile")
struct MetricsTextfileTests {
    private func options(_ directory: URL, mode: mode_t = 0o644) -> MetricsTextfileOptions {
        var options = MetricsTextfileOptions()
        options.directory = directory.path
        options.mode = mode
        options.training = utcTrainingOptions()
        return options
    }

    /// `metrics-due`'s reply, through a direct handle: the reply's series count is checked against
    /// the file's text, which a TestStore step would need spelled out.
    private func handle(_ useCase: MetricsTextfileUseCase, harness: TrainingHarness) async throws -> MetricsTextfileUseCase.Reply {
        var dependencies = harness.dependencies
        dependencies.runtimeMetrics = FixedRuntimeMetrics(metrics: RuntimeMetrics(version: "9.9"))
        let result = try await DependencyValues.$current.withValue(dependencies) {
            try await useCase.handle(MetricsDue(), state: LiftdState())
        }
        return try #require(result.reply as? MetricsTextfileUseCase.Reply)
    }

    // 0666 is wider than the umask (022 or 077) lets open(2) give: only an explicit chmod gives it.
    @Test("metrics-due writes liftd.prom with the metrics text, in the mode configured whatever the umask, leaving nothing else",
          arguments: [0o644, 0o640, 0o666] as [mode_t])
    func writesTheFile(mode: mode_t) async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let directory = harness.directory.appendingPathComponent("textfile")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let reply = try await handle(MetricsTextfileUseCase(options: options(directory, mode: mode)), harness: harness)
        let path = directory.appendingPathComponent("liftd.prom").path
        #expect(reply.path == path)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness)
        #expect(text == expected)
        #expect(reply.series == text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o7777 == mode)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["liftd.prom"])
    }

    @Test("A second write replaces liftd.prom whole")
    func replaces() async throws {
        let harness = try TrainingHarness()
        let directory = harness.directory.appendingPathComponent("textfile")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let path = directory.appendingPathComponent("liftd.prom").path
        try "stale_metric 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        _ = try await handle(MetricsTextfileUseCase(options: options(directory)), harness: harness)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("stale_metric") && text.hasPrefix("# HELP liftd_"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["liftd.prom"])
    }

    @Test("A write into a directory that has gone is refused naming the path, and leaves no file")
    func missingDirectory() async throws {
        let harness = try TrainingHarness()
        let directory = harness.directory.appendingPathComponent("gone")
        await #expect {
            _ = try await handle(MetricsTextfileUseCase(options: options(directory)), harness: harness)
        } throws: { error in
            "\(error)".contains(directory.path)
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    @Test("Modes are 3 or 4 octal digits up to 0777", arguments: [
        ("0644", 0o644), ("644", 0o644), ("0600", 0o600), ("0777", 0o777), ("0000", 0),
        ("0888", nil), ("1644", nil), ("rw-r--r--", nil), ("64", nil), ("00644", nil), ("", nil), ("-644", nil),
    ] as [(String, mode_t?)])
    func modes(text: String, mode: mode_t?) {
        #expect(MetricsTextfileOptions.parseMode(text) == mode)
        if let mode { #expect(MetricsTextfileOptions.parseMode(MetricsTextfileOptions.modeText(mode)) == mode) }
    }
}
