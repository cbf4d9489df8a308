#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Foundation
import SignalStore
import SignalStoreTesting
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

    /// Sends `metrics-due` to `useCase` with the daemon numbers `exposition` gives, expecting
    /// the reply naming `liftd.prom` in `directory` and counting the sample lines of `text`,
    /// the exposition `metrics` answers with.
    private func write(
        _ useCase: MetricsTextfileUseCase, harness: TrainingHarness, directory: URL, text: String
    ) async {
        var store = harness.testStore([useCase])
        store.dependencies.runtimeMetrics = FixedRuntimeMetrics(metrics: RuntimeMetrics(version: "9.9"))
        let path = directory.appendingPathComponent("liftd.prom").path
        let series = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        await store.send(MetricsDue(), reply: MetricsTextfileUseCase.Reply(path: path, series: series))
        store.finish()
    }

    // 0666 is wider than the umask (022 or 077) lets open(2) give: only an explicit chmod gives it.
    @Test("metrics-due writes liftd.prom with the metrics text, in the mode configured whatever the umask, leaving nothing else",
          arguments: [0o644, 0o640, 0o666] as [mode_t])
    func writesTheFile(mode: mode_t) async throws {
        let harness = try TrainingHarness()
        try insertTwoWeeks(into: harness)
        let directory = harness.directory.appendingPathComponent("textfile")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        let expected = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness)
        #expect(expected.split(separator: "\n").contains { !$0.hasPrefix("#") }, "the two weeks give sample lines")
        await write(MetricsTextfileUseCase(options: options(directory, mode: mode)), harness: harness, directory: directory, text: expected)
        let path = directory.appendingPathComponent("liftd.prom").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == expected)
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
        let expected = try await exposition(MetricsUseCase(options: utcTrainingOptions()), harness: harness)
        await write(MetricsTextfileUseCase(options: options(directory)), harness: harness, directory: directory, text: expected)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("stale_metric") && text.hasPrefix("# HELP liftd_"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["liftd.prom"])
    }

    @Test("A write into a directory that has gone is refused naming the path, and leaves no file")
    func missingDirectory() async throws {
        let harness = try TrainingHarness()
        let directory = harness.directory.appendingPathComponent("gone")
        var store = harness.testStore([MetricsTextfileUseCase(options: options(directory))])
        store.dependencies.runtimeMetrics = FixedRuntimeMetrics(metrics: RuntimeMetrics(version: "9.9"))
        let error = await store.sendExpectingFailure(MetricsDue())
        #expect(error.map { "\($0)".contains(directory.path) } == true, "\(String(describing: error))")
        store.finish()
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
