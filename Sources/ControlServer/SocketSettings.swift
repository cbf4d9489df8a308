/// The control socket: where it lives, who may open it, and the limits it enforces. The daemon
/// fills it from the config's `socket:` section.
public struct SocketSettings: Sendable, Equatable {
    /// The socket file's path.
    public var path: String
    /// The socket file's permission bits, e.g. `0o660`.
    public var mode: UInt32
    /// The group that owns the socket file, or `nil` to keep the daemon's.
    public var group: String?
    /// The longest request line accepted, in bytes.
    public var maximumLineLength: Int
    /// How many clients may hold a slot at once, admins included; subscribers hold places of
    /// their own (`maximumSubscribers`).
    public var maximumClients: Int
    /// How many clients with the same peer uid may be connected at once; admins may exceed it.
    public var maximumClientsPerUser: Int
    /// How many of the `maximumClients` slots only admins may take, so that an admin can
    /// still connect when other clients hold every other slot.
    public var adminReserve: Int
    /// How long a client may stay silent between requests before it is disconnected.
    public var idleTimeout: Duration
    /// How long a request line may take to arrive whole, from its first byte (or the first
    /// blank line before it), before the client is disconnected.
    public var lineTimeout: Duration
    /// How long one request may take before it is answered with an error.
    public var requestDeadline: Duration
    /// How many clients may stream events (`subscribe`) at once, the last place kept for
    /// admins. A subscriber holds one of these instead of a client slot.
    public var maximumSubscribers: Int
    /// How long requests being handled when the daemon stops may take to finish before their
    /// connections are closed and the requests cancelled.
    public var stopGracePeriod: Duration

    /// Settings with these values.
    public init(
        path: String, mode: UInt32, group: String?, maximumLineLength: Int, maximumClients: Int,
        maximumClientsPerUser: Int, adminReserve: Int, idleTimeout: Duration, lineTimeout: Duration,
        requestDeadline: Duration, maximumSubscribers: Int, stopGracePeriod: Duration
    ) {
        self.path = path
        self.mode = mode
        self.group = group
        self.maximumLineLength = maximumLineLength
        self.maximumClients = maximumClients
        self.maximumClientsPerUser = maximumClientsPerUser
        self.adminReserve = adminReserve
        self.idleTimeout = idleTimeout
        self.lineTimeout = lineTimeout
        self.requestDeadline = requestDeadline
        self.maximumSubscribers = maximumSubscribers
        self.stopGracePeriod = stopGracePeriod
    }
}
