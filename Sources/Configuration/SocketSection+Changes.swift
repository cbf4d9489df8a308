extension SocketSection {
    /// The config keys (under `socket:`) whose values differ between `self` and `other`, in
    /// the order the config documents them. The control socket is set up once, so a reload
    /// can only report these; they take effect at the next restart.
    public func changedKeys(comparedTo other: SocketSection) -> [String] {
        let comparisons: [(key: String, differs: Bool)] = [
            ("path", path != other.path),
            ("mode", mode != other.mode),
            ("group", group != other.group),
            ("max-line-length", maximumLineLength != other.maximumLineLength),
            ("max-clients", maximumClients != other.maximumClients),
            ("max-clients-per-uid", maximumClientsPerUser != other.maximumClientsPerUser),
            ("max-subscribers", maximumSubscribers != other.maximumSubscribers),
            ("admin-reserve", adminReserve != other.adminReserve),
            ("idle-timeout", idleTimeout != other.idleTimeout),
            ("line-timeout", lineTimeout != other.lineTimeout),
            ("request-deadline", requestDeadline != other.requestDeadline),
            ("stop-grace-period", stopGracePeriod != other.stopGracePeriod),
        ]
        return comparisons.filter(\.differs).map(\.key)
    }
}
