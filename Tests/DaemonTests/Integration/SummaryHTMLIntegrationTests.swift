import ChildProcessTesting
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
}
