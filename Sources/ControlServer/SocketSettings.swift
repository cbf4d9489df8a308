/// The control socket: where it lives, who may open it, and the limits it enforces.
public struct SocketSettings: Sendable, Equatable {
    /// The socket file's path.
    public var path: String
    /// The socket file's permission bits, e.g. `0o660`.
    public var mode: UInt32
    /// The group that owns the socket file, or `nil` to keep the daemon's.
    public var group: String?
    /// The longest request line accepted, in bytes.
    public var maximumLineLength: Int
    /// How many clients may be connected at once.
    public var maximumClients: Int
    /// How long a client may stay silent before it is disconnected.
    public var idleTimeout: Duration
    /// How long one request may take before it is answered with an error.
    public var requestDeadline: Duration

    /// Settings with these values.
    public init(
        path: String, mode: UInt32, group: String?, maximumLineLength: Int, maximumClients: Int,
        idleTimeout: Duration, requestDeadline: Duration
    ) {
        self.path = path
        self.mode = mode
        self.group = group
        self.maximumLineLength = maximumLineLength
        self.maximumClients = maximumClients
        self.idleTimeout = idleTimeout
        self.requestDeadline = requestDeadline
    }

    /// The defaults, with the socket at `path`.
    public static func defaults(path: String) -> Self {
        Self(path: path, mode: 0o660, group: nil, maximumLineLength: 65_536, maximumClients: 64,
             idleTimeout: .seconds(300), requestDeadline: .seconds(30))
    }
}
