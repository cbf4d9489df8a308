import Testing
@testable import Daemon

@Suite("Watchdog health")
struct WatchdogHealthTests {
    @Test("Healthy when the store answers; while it does not, only when work got on since the check before")
    func answeredOrProgress() {
        let health = WatchdogHealth()
        #expect(health.check(storeAnswered: true))
        #expect(!health.check(storeAnswered: false), "no answer and no progress: stuck")
        health.advance()
        #expect(health.check(storeAnswered: false), "an import read on while the store was busy")
        #expect(!health.check(storeAnswered: false), "the same progress counts once")
        health.advance()
        health.advance()
        #expect(health.check(storeAnswered: false))
        #expect(health.check(storeAnswered: true))
    }
}
