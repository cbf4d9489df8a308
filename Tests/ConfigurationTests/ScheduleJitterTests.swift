import Cron
import Testing
@testable import Configuration

@Test("The jitters a config may set are those Cron's Jitter keeps, from none to a week")
func jitterRangeIsCrons() {
    #expect(ScheduleEntry.jitterRange == Jitter.allowedMaximums)
}

@Test("A jitter over a week is refused at its file:line:col")
func jitterOverAWeekIsRefused() {
    let text = "schedules:\n  weekly:\n    cron: '0 7 * * mon'\n    signal: weekly-report-due\n    jitter: 8d\n"
    #expect {
        _ = try ConfigurationLoader.read(text, source: "jitter.yaml", environment: [:])
    } throws: { error in
        let problem = (error as? ConfigurationError)?.problems.first
        return problem?.location == SourceLocation(file: "jitter.yaml", line: 5, column: 13)
            && problem?.message.hasPrefix("'jitter': expected a duration from 0 to 7d") == true
    }
}
