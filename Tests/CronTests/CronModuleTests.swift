import Testing
@testable import Cron

@Test("A five-field expression parses")
func fiveFieldExpressionParses() throws {
    #expect(try CronExpression("0 0 * * *").source == "0 0 * * *")
}
