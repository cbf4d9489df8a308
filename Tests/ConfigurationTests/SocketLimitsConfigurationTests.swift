import ControlServer
import Testing
@testable import Configuration

@Suite("Socket limits in the config")
struct SocketLimitsConfigurationTests {
    private func socket(_ lines: String) throws -> SocketSettings {
        try ConfigurationLoader.read("socket:\n" + lines, source: "socket.yaml", environment: [:]).socket
    }

    @Test("Without the socket section the limits are the documented defaults")
    func defaults() throws {
        let settings = try ConfigurationLoader.read("units: kg\n", source: "empty.yaml", environment: [:]).socket
        #expect(settings.maximumClients == 64 && settings.maximumClientsPerUser == 16 && settings.adminReserve == 4)
        #expect(settings.idleTimeout == .seconds(300) && settings.lineTimeout == .seconds(10))
    }

    @Test("Without admin-reserve, the reserve is an eighth of max-clients, at most 4", arguments: [
        (2, 0), (7, 0), (8, 1), (16, 2), (32, 4), (1_000, 4),
    ])
    func defaultReserve(maximumClients: Int, reserve: Int) throws {
        #expect(try socket("  max-clients: \(maximumClients)\n").adminReserve == reserve)
    }

    @Test("The limits are read as written")
    func written() throws {
        let settings = try socket("  max-clients: 10\n  admin-reserve: 9\n  max-clients-per-uid: 1\n  line-timeout: 1500ms\n")
        #expect(settings.adminReserve == 9 && settings.maximumClientsPerUser == 1)
        #expect(settings.lineTimeout == .milliseconds(1_500))
    }
}
