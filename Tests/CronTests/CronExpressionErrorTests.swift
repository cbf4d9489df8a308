import Testing
@testable import Cron

@Suite("Invalid cron expressions")
struct CronExpressionErrorTests {
    @Test("Each kind of bad field is reported with its field and problem", arguments: [
        ("60 * * * *", CronField.minute, CronFieldProblem.outOfRange("60")),
        ("* 24 * * *", .hour, .outOfRange("24")),
        ("* * 0 * *", .dayOfMonth, .outOfRange("0")),
        ("* * 32 * *", .dayOfMonth, .outOfRange("32")),
        ("* * * 13 *", .month, .outOfRange("13")),
        ("* * * * 8", .dayOfWeek, .outOfRange("8")),
        ("x * * * *", .minute, .notAValue("x")),
        ("* * * jan-foo *", .month, .notAValue("foo")),
        ("* * * * monday", .dayOfWeek, .notAValue("monday")),
        ("* mon * * *", .hour, .notAValue("mon")),
        ("* * * * 1L", .dayOfWeek, .notAValue("1L")),
        ("-5 * * * *", .minute, .outOfRange("-5")),
        ("0 -1 * * *", .hour, .outOfRange("-1")),
        ("0 -1-5 * * *", .hour, .outOfRange("-1")),
        ("0 - * * *", .hour, .notAValue("")),
        ("0 -x * * *", .hour, .notAValue("")),
        ("0 5- * * *", .hour, .notAValue("")),
        ("1,,2 * * * *", .minute, .emptyItem),
        ("1, * * * *", .minute, .emptyItem),
        ("5-1 * * * *", .minute, .reversedRange("5-1")),
        ("* * * * sat-sun", .dayOfWeek, .reversedRange("sat-sun")),
        ("*/0 * * * *", .minute, .invalidStep("0")),
        ("*/ * * * *", .minute, .invalidStep("")),
        ("*/x * * * *", .minute, .invalidStep("x")),
        ("1-5/2/3 * * * *", .minute, .invalidStep("2/3")),
        ("0 0 30 2 *", .dayOfMonth, .dayNeverOccurs),
        ("0 0 31 4,jun *", .dayOfMonth, .dayNeverOccurs),
    ])
    func badField(expression: String, field: CronField, problem: CronFieldProblem) {
        let fieldText = expression.split(separator: " ")[field.rawValue]
        #expect(throws: CronExpressionError.invalidField(field, text: String(fieldText), problem: problem)) {
            try CronExpression(expression)
        }
    }

    @Test("An impossible day still parses when the weekday field can fire instead")
    func impossibleDayWithWeekday() throws {
        #expect(try fireTimes("0 0 30 2 mon", in: "UTC", after: "2026-01-01T00:00:00Z", count: 1) == ["2026-02-02T00:00:00+00:00"])
    }

    @Test("A wrong number of fields is reported with the count found", arguments: [("* * * *", 4), ("* * * * * *", 6), ("", 0)])
    func wrongFieldCount(expression: String, found: Int) {
        #expect(throws: CronExpressionError.wrongFieldCount(found: found)) { try CronExpression(expression) }
    }

    @Test("An unknown alias is reported by name")
    func unknownAlias() {
        #expect(throws: CronExpressionError.unknownAlias("@reboot")) { try CronExpression("@reboot") }
    }

    @Test("A negative hour names the field and the hours allowed; a range end left out says a value is missing")
    func negativeAndMissingValues() throws {
        let negative = #expect(throws: CronExpressionError.self) { try CronExpression("0 -1 * * *") }
        #expect(negative?.description == "hour field \"-1\": -1 is out of range; use 0–23")
        let missing = #expect(throws: CronExpressionError.self) { try CronExpression("0 5- * * *") }
        #expect(missing?.description == "hour field \"5-\": a value is missing (a range needs one on each side of -); use 0–23")
        let month = #expect(throws: CronExpressionError.self) { try CronExpression("0 0 1 -jan *") }
        #expect(month?.description
            == "month field \"-jan\": a value is missing (a range needs one on each side of -); use 1–12 or a name JAN–DEC")
    }

    @Test("The description names the field and says what to write instead")
    func descriptionIsActionable() {
        let error = CronExpressionError.invalidField(.dayOfWeek, text: "8", problem: .outOfRange("8"))
        #expect(error.description == "day-of-week field \"8\": 8 is out of range; use 0–7 or a name SUN–SAT")
        #expect(error.field == .dayOfWeek)
        let step = CronExpressionError.invalidField(.minute, text: "*/0", problem: .invalidStep("0"))
        #expect(step.description.hasPrefix("minute field \"*/0\": the step \"0\""))
        #expect(CronExpressionError.wrongFieldCount(found: 4).description.contains("found 4 fields"))
        #expect(CronExpressionError.unknownAlias("@reboot").description.contains("@daily"))
    }
}
