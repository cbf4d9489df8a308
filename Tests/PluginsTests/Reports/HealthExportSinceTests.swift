import Testing
import ZoneInfo
@testable import Plugins

@Suite("health-export-due's since=")
struct HealthExportSinceTests {
    @Test("since= takes last-run, all or a date; a misspelt word is refused with the one it nearly is")
    func sinceRead() throws {
        #expect(try HealthExportDue(since: "all").start(in: .utc) == .all)
        #expect(try HealthExportDue().start(in: .utc) == .lastRun)
        let problem = "is not last-run, all, a date that exists like 2025-09-01, or an ISO 8601 date and time with a zone"
        #expect(throws: ReportError.invalidValue(field: "since", problem: "'last-rnu' \(problem) (did you mean 'last-run'?)")) {
            try HealthExportDue(since: "last-rnu").start(in: .utc)
        }
        #expect(throws: ReportError.invalidValue(field: "since", problem: "'yesterday' \(problem)")) {
            try HealthExportDue(since: "yesterday").start(in: .utc)
        }
    }
}
