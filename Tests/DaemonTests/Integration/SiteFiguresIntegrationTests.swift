import ChildProcessTesting
import Foundation
import SampleExports
import SiteTesting
import Testing

/// The site the real daemon builds, its figures checked against what the same daemon answers
/// `volume`, `trend` and `records` with over its socket (deliverable 1 of issue 30).
@Suite("summary-html through the real daemon: every figure is what the socket answers")
struct SiteFiguresIntegrationTests {
    /// Assisted pull-ups in the Strong format: one set in week 37 of 2025, before any
    /// bodyweight is known, and two in week 38, after the 82.5 kg this test logs.
    static let pullUps = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2025-09-10 6:00:00 PM,"Pull",45m,"Pull Up (Assisted)",1,30,8,0,0,,,
        2025-09-17 6:00:00 PM,"Pull",45m,"Pull Up (Assisted)",1,30,8,0,0,,,
        2025-09-17 6:00:00 PM,"Pull",45m,"Pull Up (Assisted)",2,25,6,0,0,,,
        2025-09-17 6:00:00 PM,"Pull",45m,"Lat Pulldown (Cable)",1,55,10,0,0,,,

        """

    @Test("Fixture exports and assisted pull-ups with a bodyweight: week page, index and exercise pages agree with the socket",
          .timeLimit(.minutes(3)))
    func fixtureFiguresMatchTheSocket() async throws {
        let daemon = try await startSiteDaemon()
        let pullUps = daemon.sandbox.path + "/pull-ups.csv"
        try Self.pullUps.write(toFile: pullUps, atomically: true, encoding: .utf8)
        for file in [FixtureExports.directory.appendingPathComponent(FixtureExports.strongClassic).path,
                     FixtureExports.directory.appendingPathComponent(FixtureExports.hevy).path, pullUps] {
            try await importFile(file, into: daemon)
        }
        _ = try result(of: try await daemon.request("log-bodyweight weight=82.5 at=2025-09-14T00:00:00Z"))
        let site = try await buildSite(daemon, week: "2025-W38")
        let rows = try PageFigures.matches(
            #"<tr data-week="([^"]*)"><th scope="row"><a [^>]*>[^<]*</a></th><td class="sets">(\d+)</td><td class="reps">(\d+)</td><td class="volume">([0-9.-]+)</td>"#,
            in: PageFigures(try site.text("exercises/pull-up-assisted.html")).section("sets-over-time"))
        // No bodyweight before week 37's set: no volume, not the assistance's 240; then
        // (82.5 − 30) × 8 + (82.5 − 25) × 6 = 765 in week 38, not 30 × 8 + 25 × 6.
        #expect(rows == [["2025-W38", "2", "14", "765.0"], ["2025-W37", "1", "8", "0.0"]])
        try await expectSiteFiguresMatchAnswers(
            site, week: "2025-W38", exercises: ["Pull Up (Assisted)", "Lat Pulldown (Cable)", "Bench Press (Barbell)"],
            answers: socketAnswers(daemon))
        try await expectReportRecordsMatchHistory(
            site, markdown: try reportMarkdown(daemon, week: "2025-W38"), week: "2025-W38", answers: socketAnswers(daemon))
        // Week 38's pull-ups: 25 kg of assistance beats week 37's 30; no heaviest weight.
        let pullUpRecords = try await socketAnswers(daemon).records("Pull Up (Assisted)")
        #expect(pullUpRecords.current.contains { $0.kind == "least-assistance" && $0.value == 25 })
        #expect(!pullUpRecords.current.contains { $0.kind == "heaviest-weight" })
        try await stopCleanly(daemon)
    }

    @Test("Real sample: the pages of the Strong and Hevy samples agree with the socket, assisted pull-ups with a bodyweight",
          .realSampleTier, .timeLimit(.minutes(5)), arguments: [SampleData.strongClassic, SampleData.hevy])
    func sampleFiguresMatchTheSocket(sample: String) async throws {
        let directory = try #require(SampleData.directory)
        let daemon = try await startSiteDaemon()
        try await importFile(directory.appendingPathComponent(sample).path, into: daemon)
        _ = try result(of: try await daemon.request("log-bodyweight weight=82.5 at=2000-01-01T00:00:00Z"))
        let week = try await latestWeek(daemon)
        let site = try await buildSite(daemon, week: week)
        let answers = socketAnswers(daemon)
        var exercises = Array(try await answers.volume(week).exercises.map(\.exercise).prefix(3))
        // The sample's assisted pull-ups, wherever they are: their page counts bodyweight − assistance.
        if try members(of: try await daemon.request(#"records exercise="Pull Up (Assisted)""#))["ok"] == .bool(true) {
            exercises.append("Pull Up (Assisted)")
            let weeks = try await answers.trend("Pull Up (Assisted)", week).weeks
            #expect(weeks.contains { ($0.volumeKilograms ?? 0) > 0 }, "assisted pull-ups count bodyweight − assistance")
        }
        #expect(!exercises.isEmpty)
        try await expectSiteFiguresMatchAnswers(site, week: week, exercises: exercises, answers: answers)
        try await expectReportRecordsMatchHistory(
            site, markdown: try reportMarkdown(daemon, week: week), week: week, answers: answers)
        try await stopCleanly(daemon)
    }
}

/// A daemon in UTC that imports, logs bodyweights, answers `volume`, `trend` and `records`,
/// and builds the site on `weekly-report-due`.
private func startSiteDaemon() async throws -> DaemonProcess {
    try await startDaemon(
        useCases: DaemonSandbox.standardUseCases + ["import", "log-bodyweight", "volume", "trend", "records", "weekly-report"],
        extra: "time-zone: UTC\nbundles:\n  weekly-report: [weekly-volume, summary-markdown, summary-html]\n")
}

/// The Markdown report of `week` the daemon wrote, found under its sandbox.
private func reportMarkdown(_ daemon: DaemonProcess, week: String) throws -> String {
    let root = URL(fileURLWithPath: daemon.sandbox.path)
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
    let report = try #require(files.first { $0.lastPathComponent == "\(week).md" }, "no \(week).md under \(root.path)")
    return try String(contentsOf: report, encoding: .utf8)
}

/// Imports `file` through `liftctl import`, as a user does.
private func importFile(_ file: String, into daemon: DaemonProcess) async throws {
    let run = try await ProgramRun.run(
        try BuiltProducts.path("liftctl"), ["--json", "-s", daemon.sandbox.socketPath, "import", file, "units=kg"])
    #expect(run.status == 0, "liftctl import \(file): \(run.standardError)")
}

/// Sends `weekly-report-due week=<week>` and returns the site it published.
private func buildSite(_ daemon: DaemonProcess, week: String) async throws -> PublishedSite {
    _ = try result(of: try await daemon.request("weekly-report-due week=\(week)"))
    let site = PublishedSite(output: URL(fileURLWithPath: daemon.sandbox.path + "/var/output"))
    #expect(try site.text("index.html").contains(#"data-week="\#(week)""#), "the index shows \(week)")
    return site
}

/// The ISO week (UTC) of the latest workout the daemon lists.
private func latestWeek(_ daemon: DaemonProcess) async throws -> String {
    struct Listed: Decodable { let start: Date }
    let latest = try #require(try await answer(daemon, ["signal": "workouts", "limit": 1], as: [Listed].self).first)
    var calendar = Calendar(identifier: .iso8601)
    calendar.timeZone = .gmt
    let week = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: latest.start)
    return String(format: "%04d-W%02d", week.yearForWeekOfYear ?? 0, week.weekOfYear ?? 0)
}

/// The `result` of the daemon's answer to the JSON request `fields`, decoded as `Answer`.
private func answer<Answer: Decodable>(
    _ daemon: DaemonProcess, _ fields: [String: Any], as _: Answer.Type = Answer.self
) async throws -> Answer {
    let line = String(decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
    let reply = try await daemon.request(line)
    _ = try result(of: reply) // an error answer fails here, with the line
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(Envelope<Answer>.self, from: Data(reply.utf8)).result
}

/// A successful answer line: its `result`.
private struct Envelope<Result: Decodable>: Decodable {
    let result: Result
}

/// `volume`, `trend` and `records` asked of `daemon` over its socket.
private func socketAnswers(_ daemon: DaemonProcess) -> SiteAnswers {
    SiteAnswers(
        volume: { week in try await answer(daemon, ["signal": "volume", "week": week]) },
        trend: { exercise, week in try await answer(daemon, ["signal": "trend", "exercise": exercise, "weeks": 520, "to": week]) },
        records: { exercise in try await answer(daemon, ["signal": "records", "exercise": exercise]) })
}
