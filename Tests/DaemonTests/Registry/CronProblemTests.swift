import Configuration
import Testing
@testable import Daemon

@Test("A negative cron hour in a schedule names the file:line:col, the field and the hours allowed")
func negativeCronHour() throws {
    let text = "use-cases: [weekly, writer: {directory: o}]\nschedules:\n  w:\n    cron: '0 -1 * * *'\n    signal: week-ended\n"
    let loaded = try TestPlugins.load(text)
    #expect(throws: ConfigurationError([ConfigurationProblem(
        "invalid cron expression '0 -1 * * *': hour field \"-1\": -1 is out of range; use 0–23",
        at: SourceLocation(file: "test.yaml", line: 4, column: 11))])) {
        _ = try ScheduleCompiler.compile(loaded)
    }
}

@Test("A jitter beyond a week is refused at its file:line:col, naming the range; a week is accepted", arguments: [
    ("8d", false), ("106752d", false), ("7d", true), ("0", true),
])
func jitterRange(jitter: String, accepted: Bool) throws {
    let text = "use-cases: [weekly, writer: {directory: o}]\nschedules:\n  w:\n    cron: '0 6 * * 1'\n    signal: week-ended\n"
        + "    jitter: \(jitter)\n"
    if accepted {
        let loaded = try TestPlugins.load(text)
        #expect(try ScheduleCompiler.compile(loaded).count == 1)
    } else {
        #expect(throws: ConfigurationError([ConfigurationProblem(
            "'jitter': expected a duration from 0 to 7d, found a scalar '\(jitter)'",
            at: SourceLocation(file: "test.yaml", line: 6, column: 13))])) {
            _ = try TestPlugins.load(text)
        }
    }
}
