import Testing
@testable import Cron

@Test("The Cron module links")
func CronModuleLinks() {
    #expect(String(describing: CronModule.self) == "CronModule")
}
