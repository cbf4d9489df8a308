import Testing
@testable import Configuration

@Test("Socket settings changes are named by their config keys, in the config's order")
func socketSettingsChanges() {
    let before = SocketSection.defaults(path: "/run/liftd.sock")
    #expect(before.changedKeys(comparedTo: before) == [])
    var after = before
    after.requestDeadline = .seconds(5)
    after.maximumClients = 2
    after.path = "/run/other.sock"
    after.mode = 0o600
    after.group = "lifters"
    after.maximumLineLength = 1_024
    after.idleTimeout = .seconds(60)
    after.lineTimeout = .seconds(3)
    after.maximumClientsPerUser = 2
    after.adminReserve = 1
    after.maximumSubscribers = 3
    after.stopGracePeriod = .seconds(20)
    #expect(after.changedKeys(comparedTo: before)
        == ["path", "mode", "group", "max-line-length", "max-clients", "max-clients-per-uid", "max-subscribers",
            "admin-reserve", "idle-timeout", "line-timeout", "request-deadline", "stop-grace-period"])
    var limitOnly = before
    limitOnly.maximumClients = 2
    #expect(limitOnly.changedKeys(comparedTo: before) == ["max-clients"])
}
