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

    /// The defaults, with the socket at `path`.
    public static func defaults(path: String) -> Self {
        Self(path: path, mode: 0o660, group: nil, maximumLineLength: 65_536, maximumClients: 64,
             idleTimeout: .seconds(300), requestDeadline: .seconds(30))
    }
}

/// Where the daemon keeps its files. Relative paths inside `stateDirectory` are resolved
/// against it.
public struct PathSettings: Sendable, Equatable {
    /// The directory for the database and everything else the daemon writes.
    public var stateDirectory: String
    /// The SQLite database file.
    public var database: String
    /// Where reports and exports are written; writers may not leave it.
    public var outputDirectory: String
    /// Where import files are picked up from.
    public var importDirectory: String

    /// The defaults under `stateDirectory`.
    public static func defaults(stateDirectory: String) -> Self {
        Self(stateDirectory: stateDirectory, database: stateDirectory + "/liftd.sqlite",
             outputDirectory: stateDirectory + "/output", importDirectory: stateDirectory + "/import")
    }
}

/// Who may do what over the control socket, from the peer's credentials.
public struct AccessRules: Sendable, Equatable {
    /// Whom one access level is granted to. A peer matching several gets the highest.
    public struct Grant: Sendable, Equatable {
        /// User names.
        public var users: [String] = []
        /// Group names (primary group of the peer).
        public var groups: [String] = []
        /// Numeric user ids.
        public var uids: [UInt32] = []
        /// Numeric group ids.
        public var gids: [UInt32] = []

        /// A grant to nobody.
        public init() {}

        /// Whether the grant names no one.
        public var isEmpty: Bool { users.isEmpty && groups.isEmpty && uids.isEmpty && gids.isEmpty }
    }

    /// Access levels, lowest first.
    public enum Level: String, Sendable, CaseIterable, Comparable {
        case none, read, `operator`, admin

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// May read: `ping`, `help`, `status`, `state`, `schedules`.
    public var read = Grant()
    /// May also send signals that change data and run schedules.
    public var `operator` = Grant()
    /// May do everything, including `reload`.
    public var admin = Grant()
    /// The level of a peer that no grant names (it could open the socket, so its mode allowed it).
    public var others: Level = .read

    /// The defaults: root and the daemon's own user are admins (the control socket's
    /// caller decides "own user"), everyone who can open the socket may read.
    public init() {
        admin.uids = [0]
    }
}
