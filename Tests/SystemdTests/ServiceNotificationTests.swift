import Testing
@testable import Systemd

@Suite("Service notifications")
struct ServiceNotificationTests {
    @Test("Ready with a status is one message of two lines, in order")
    func readyWithStatus() {
        #expect(ServiceNotification.ready.adding(.status("serving 3 use cases")).text
            == "READY=1\nSTATUS=serving 3 use cases")
    }

    @Test("A status text with newlines stays on one line")
    func statusNewlines() {
        #expect(ServiceNotification.status("config error:\nline 3\r\ncolumn 4").text
            == "STATUS=config error: line 3 column 4")
    }

    @Test("Reloading carries the given CLOCK_MONOTONIC microseconds")
    func reloadingGivenTime() {
        #expect(ServiceNotification.reloading(monotonicMicroseconds: 12_345_678).text
            == "RELOADING=1\nMONOTONIC_USEC=12345678")
    }

    @Test("Reloading without a time reads the monotonic clock when it is built")
    func reloadingReadsMonotonicClock() throws {
        let before = MonotonicTime.nowMicroseconds()
        let notification = ServiceNotification.reloading()
        let after = MonotonicTime.nowMicroseconds()
        let value = try #require(notification.assignments.first { $0.name == "MONOTONIC_USEC" }?.value)
        let microseconds = try #require(UInt64(value))
        #expect(before <= microseconds && microseconds <= after)
    }

    @Test("Watchdog and stopping use systemd's variable names")
    func otherVariables() {
        #expect(ServiceNotification.watchdog.text == "WATCHDOG=1")
        #expect(ServiceNotification.stopping.text == "STOPPING=1")
    }
}
