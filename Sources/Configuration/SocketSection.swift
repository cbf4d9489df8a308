#if canImport(Glibc)
import Glibc
#endif

/// The `socket:` section: where the control socket lives, who may open it, and the limits it
/// enforces, with the ranges a config may set and the defaults it gets. The daemon hands
/// these values to the control server (as its `SocketSettings`).
public struct SocketSection: Sendable, Equatable {
    /// The socket file's path (`path`).
    public var path: String
    /// The socket file's permission bits, e.g. `0o660` (`mode`).
    public var mode: UInt32
    /// The group that owns the socket file, or `nil` to keep the daemon's (`group`).
    public var group: String?
    /// The longest request line accepted, in bytes (`max-line-length`).
    public var maximumLineLength: Int
    /// How many clients may hold a slot at once, admins included; subscribers hold places of
    /// their own (`max-clients`).
    public var maximumClients: Int
    /// How many clients with the same peer uid may be connected at once (`max-clients-per-uid`).
    public var maximumClientsPerUser: Int
    /// How many of the `maximumClients` slots only admins may take (`admin-reserve`).
    public var adminReserve: Int
    /// How long a client may stay silent between requests (`idle-timeout`).
    public var idleTimeout: Duration
    /// How long a request line may take to arrive whole (`line-timeout`).
    public var lineTimeout: Duration
    /// How long one request may take before it is answered with an error (`request-deadline`).
    public var requestDeadline: Duration
    /// How many clients may stream events at once, the last place kept for admins (`max-subscribers`).
    public var maximumSubscribers = SocketSection.defaultMaximumSubscribers
    /// How long requests being handled at a stop may take to finish (`stop-grace-period`).
    public var stopGracePeriod = SocketSection.defaultStopGracePeriod

    /// The request line lengths a config may set: 16 MiB bounds what one client can make the
    /// daemon hold. (`liftctl import` sends lines of about 33 KB, so it needs more than the floor.)
    public static let lineLengthRange = 1_024...16_777_216
    /// The client counts a config may set (`max-clients`, `max-clients-per-uid`): each client
    /// holds a file descriptor and buffers, so the count stays well below the descriptor limit.
    public static let clientRange = 1...4_096
    /// The subscriber counts a config may set (`max-subscribers`): 0 turns `subscribe` off;
    /// each subscriber holds a file descriptor and a queue, as a client does.
    public static let subscriberRange = 0...4_096
    /// The timeouts and deadline a config may set (`idle-timeout`, `line-timeout`,
    /// `request-deadline`, `stop-grace-period`): long enough for a slow client on a busy machine, short enough that
    /// a client that stops talking gives its slot back within a day.
    public static let timeoutRange: ClosedRange<Duration> = .milliseconds(100) ... .seconds(86_400)
    /// The longest socket path, in bytes, that a Unix socket address holds (`sun_path` less its NUL).
    public static let maximumPathBytes = MemoryLayout.size(ofValue: sockaddr_un().sun_path) - 1

    /// `maximumSubscribers` when the config names none.
    public static let defaultMaximumSubscribers = 16
    /// `stopGracePeriod` when the config names none: well inside the 30 s that the shipped
    /// unit's `TimeoutStopSec=` gives the whole stop.
    public static let defaultStopGracePeriod = Duration.seconds(10)

    /// A section with these values.
    public init(
        path: String, mode: UInt32, group: String?, maximumLineLength: Int, maximumClients: Int,
        maximumClientsPerUser: Int, adminReserve: Int, idleTimeout: Duration, lineTimeout: Duration,
        requestDeadline: Duration
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
    }

    /// The defaults, with the socket at `path`.
    public static func defaults(path: String) -> Self {
        Self(path: path, mode: 0o660, group: nil, maximumLineLength: 65_536, maximumClients: 64,
             maximumClientsPerUser: 16, adminReserve: defaultAdminReserve(maximumClients: 64),
             idleTimeout: .seconds(300), lineTimeout: .seconds(10), requestDeadline: .seconds(30))
    }

    /// The admin reserve when the config names none: an eighth of `maximumClients`, at most
    /// 4, so that a small `max-clients` is not taken over by the reserve.
    public static func defaultAdminReserve(maximumClients: Int) -> Int {
        min(4, max(0, maximumClients) / 8)
    }
}
