import ControlServer

extension SocketSettings {
    /// The settings a default config gives (`SocketSection.defaults` in Configuration), with the
    /// socket at `path`: the server has no defaults of its own, the daemon maps the config's.
    static func defaults(path: String) -> Self {
        Self(path: path, mode: 0o660, group: nil, maximumLineLength: 65_536, maximumClients: 64,
             maximumClientsPerUser: 16, adminReserve: 4, idleTimeout: .seconds(300), lineTimeout: .seconds(10),
             requestDeadline: .seconds(30), maximumSubscribers: 16, stopGracePeriod: .seconds(10))
    }
}
