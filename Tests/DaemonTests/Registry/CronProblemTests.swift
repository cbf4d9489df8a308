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
