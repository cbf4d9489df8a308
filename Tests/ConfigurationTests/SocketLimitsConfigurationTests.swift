import Testing
@testable import Configuration

@Suite("Socket limits in the config")
struct SocketLimitsConfigurationTests {
    private func socket(_ lines: String) throws -> SocketSection {
        try ConfigurationLoader.read("socket:\n" + lines, source: "socket.yaml", environment: [:]).socket
    }

    @Test("Without the socket section the limits are the documented defaults")
    func defaults() throws {
        let settings = try ConfigurationLoader.read("units: kg\n", source: "empty.yaml", environment: [:]).socket
        #expect(settings.maximumClients == 64 && settings.maximumClientsPerUser == 16 && settings.adminReserve == 4)
        #expect(settings.idleTimeout == .seconds(300) && settings.lineTimeout == .seconds(10))
        #expect(settings.stopGracePeriod == .seconds(10))
    }

    @Test("Without admin-reserve, the reserve is an eighth of max-clients, at most 4", arguments: [
        (2, 0), (7, 0), (8, 1), (16, 2), (32, 4), (1_000, 4),
    ])
    func defaultReserve(maximumClients: Int, reserve: Int) throws {
        #expect(try socket("  max-clients: \(maximumClients)\n").adminReserve == reserve)
    }

    @Test("The limits are read as written")
    func written() throws {
        let settings = try socket(
            "  max-clients: 10\n  admin-reserve: 9\n  max-clients-per-uid: 1\n  line-timeout: 1500ms\n  stop-grace-period: 25s\n")
        #expect(settings.adminReserve == 9 && settings.maximumClientsPerUser == 1)
        #expect(settings.lineTimeout == .milliseconds(1_500) && settings.stopGracePeriod == .seconds(25))
    }

    @Test("A line length or client count outside its range is refused at its place", arguments: [
        ("max-line-length: 1023", "socket.yaml:2:20", "from 1024 to 16777216"),
        ("max-line-length: 16777217", "socket.yaml:2:20", "from 1024 to 16777216"),
        ("max-clients: 0", "socket.yaml:2:16", "from 1 to 4096"),
        ("max-clients: 4097", "socket.yaml:2:16", "from 1 to 4096"),
        ("max-clients-per-uid: 99999999999999999999", "socket.yaml:2:24", "from 1 to 4096"),
        ("admin-reserve: 64", "socket.yaml:2:18", "from 0 to 63 (below max-clients)"),
    ])
    func outOfRange(line: String, place: String, range: String) {
        let key = String(line.prefix { $0 != ":" })
        #expect {
            try socket("  \(line)\n")
        } throws: { error in
            "\(error)".contains(place) && "\(error)".contains("'\(key)': expected a whole number \(range)")
        }
    }

    @Test("A timeout or deadline outside 100ms to 1d is refused at its place", arguments: [
        ("idle-timeout: 0", "socket.yaml:2:17"),
        ("idle-timeout: 1d1ms", "socket.yaml:2:17"),
        ("line-timeout: 99ms", "socket.yaml:2:17"),
        ("request-deadline: 2d", "socket.yaml:2:21"),
        ("stop-grace-period: 50ms", "socket.yaml:2:22"),
        ("stop-grace-period: 1d1s", "socket.yaml:2:22"),
    ])
    func timeoutOutOfRange(line: String, place: String) {
        let key = String(line.prefix { $0 != ":" })
        #expect {
            try socket("  \(line)\n")
        } throws: { error in
            "\(error)".contains(place) && "\(error)".contains("'\(key)': expected a duration from 100ms to 1d")
        }
    }

    @Test("The shortest and longest timeouts are accepted")
    func timeoutBoundsAccepted() throws {
        let settings = try socket("  idle-timeout: 1d\n  line-timeout: 100ms\n  request-deadline: 24h\n")
        #expect(settings.idleTimeout == .seconds(86_400) && settings.lineTimeout == .milliseconds(100))
        #expect(settings.requestDeadline == .seconds(86_400))
    }

    @Test("The largest line length and client count are accepted")
    func largestAccepted() throws {
        let settings = try socket("  max-line-length: 16777216\n  max-clients: 4096\n  max-clients-per-uid: 4096\n")
        #expect(settings.maximumLineLength == 16_777_216 && settings.maximumClients == 4_096)
        #expect(settings.maximumClientsPerUser == 4_096)
    }
}

@Suite("max-subscribers in the config")
struct SubscriberLimitConfigurationTests {
    private func socket(_ lines: String) throws -> SocketSection {
        try ConfigurationLoader.read("socket:\n" + lines, source: "socket.yaml", environment: [:]).socket
    }

    @Test("Without max-subscribers, 16 may subscribe, whatever max-clients is: subscribers hold no client slot")
    func defaultLimit() throws {
        #expect(try socket("  max-clients: 64\n").maximumSubscribers == 16)
        #expect(try socket("  max-clients: 3\n").maximumSubscribers == 16)
    }

    @Test("max-subscribers is read as written, 0 turning subscribing off, and may pass max-clients")
    func written() throws {
        #expect(try socket("  max-subscribers: 2\n").maximumSubscribers == 2)
        #expect(try socket("  max-subscribers: 0\n").maximumSubscribers == 0)
        #expect(try socket("  max-clients: 2\n  max-subscribers: 3\n").maximumSubscribers == 3)
    }

    @Test("max-subscribers outside 0 to 4096 is refused at its place", arguments: ["-1", "4097", "many"])
    func outOfRange(value: String) {
        #expect {
            try socket("  max-subscribers: \(value)\n")
        } throws: { error in
            "\(error)".contains("socket.yaml:2:20") && "\(error)".contains("'max-subscribers': expected a whole number from 0 to 4096")
        }
    }
}
