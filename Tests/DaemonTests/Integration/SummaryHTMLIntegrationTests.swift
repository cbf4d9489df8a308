import ChildProcessTesting
import ControlProtocol
import Foundation
import TestSupport
import Testing

@Suite("summary-html through the real daemon")
struct SummaryHTMLIntegrationTests {
    @Test("weekly-report-due through the socket publishes site/index.html with the week's sets and the report's files",
          .timeLimit(.minutes(2)))
    func weeklyReportPublishesTheSite() async throws {
        let bundle = "[weekly-volume, summary-markdown, summary-json, summary-svg, summary-html]"
        let daemon = try await startDaemon(
            useCases: DaemonSandbox.standardUseCases + ["weekly-report", "report-log"],
            extra: "time-zone: UTC\nbundles:\n  weekly-report: \(bundle)\n")
        _ = try result(of: try await daemon.request(#"start-workout name="Push""#))
        for _ in 0..<3 {
            _ = try result(of: try await daemon.request(#"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#))
        }
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = .gmt
        let now = calendar.dateComponents([.yearForWeekOfYear, .weekOfYear], from: Date())
        let week = String(format: "%04d-W%02d", now.yearForWeekOfYear ?? 0, now.weekOfYear ?? 0)
        _ = try result(of: try await daemon.request("weekly-report-due week=\(week)"))

        let output = daemon.sandbox.path + "/var/output"
        let site = output + "/site"
        let link = try FileManager.default.destinationOfSymbolicLink(atPath: site)
        #expect(link.hasPrefix("site-builds/"))
        let index = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        #expect(index.contains(#"data-week="\#(week)""#))
        #expect(index.contains(#"<td class="sets" data-muscle="chest">3</td>"#))
        #expect(index.contains(#"<span id="week-volume">1500.0</span>"#))
        #expect(FileManager.default.contents(atPath: site + "/reports/\(week).md")
                == FileManager.default.contents(atPath: output + "/reports/\(week).md"))
        #expect(FileManager.default.fileExists(atPath: site + "/exercises/bench-press-barbell.html"))
        _ = try await daemon.waitForErrorLine("report-log's line for the site", where: {
            $0.contains("weekly-summary (html) for \(week) ready: \(site)/index.html")
        })
        try await stopCleanly(daemon)
    }

    @Test("Two workouts finished back to back: the first is on the site at once, the second once site-rebuild-due comes",
          .timeLimit(.minutes(2)))
    func workoutWithinTheIntervalIsBuiltWhenDue() async throws {
        // Five seconds stand in for the minute: the second workout ends two chains after the
        // first, pipelined on one connection, well inside them.
        let daemon = try await startDaemon(
            useCases: DaemonSandbox.standardUseCases + ["finish-workout", "summary-html"], extra: "time-zone: UTC",
            environment: ["LIFTD_SITE_REBUILD_SECONDS": "5"])
        let requests = [
            #"start-workout name="Push""#, #"log-set exercise="Bench Press (Barbell)" weight=100 reps=5"#, "finish-workout",
            #"start-workout name="Legs""#, #"log-set exercise="Squat (Barbell)" weight=140 reps=5"#, "finish-workout",
        ]
        let answers = try await exchange(daemon.sandbox.socketPath, Array((requests.joined(separator: "\n") + "\n").utf8),
                                         finishSending: true)
        #expect(answers.count == requests.count, "\(answers)")
        for answer in answers { _ = try result(of: answer) }

        // Only a site-rebuild-due can build the second workout: nothing else comes.
        let site = daemon.sandbox.path + "/var/output/site"
        try await eventually("the site to show the second workout") {
            FileManager.default.fileExists(atPath: site + "/exercises/squat-barbell.html")
        }
        _ = try await daemon.waitForErrorLine("the site service's site-rebuild-due") {
            $0.contains("site: site-rebuild-due ran in chain")
        }
        for page in ["bench-press-barbell", "squat-barbell"] {
            let text = try String(contentsOfFile: site + "/exercises/\(page).html", encoding: .utf8)
            #expect(text.contains(page == "squat-barbell" ? "140.0 × 5" : "100.0 × 5"), "\(page)")
        }
        let state = try result(of: try await daemon.request("state"))
        guard case .object(let members) = state else { throw IntegrationFailure("state is not an object: \(state)") }
        #expect(members["siteChangesPendingSince"] == nil, "the build cleared the pending changes")
        #expect(members["siteBuiltAt"] != nil)
        try await stopCleanly(daemon)
    }
}
