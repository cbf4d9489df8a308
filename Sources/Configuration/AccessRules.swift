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
            lhs.rank < rhs.rank
        }

        /// Its place in the order the cases are declared in (compared for every request,
        /// so without searching `allCases`).
        private var rank: Int {
            switch self {
            case .none: 0
            case .read: 1
            case .operator: 2
            case .admin: 3
            }
        }
    }

    /// May send the signals that declare themselves read-only (`ping`, `help`, `status`, …).
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
