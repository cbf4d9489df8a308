import Configuration

/// Who may send what: the access level a signal needs, and the level a peer has.
public struct AccessPolicy: Sendable {
    /// Signals that only read; anyone with `read` may send them.
    public static let readSignals: Set<String> = [
        "ping", "help", "status", "state", "schedules", "workouts", "workout", "volume",
    ]
    /// Signals that change how the daemon runs; they need `admin`.
    public static let adminSignals: Set<String> = ["reload"]

    /// The rules from config.
    public let rules: AccessRules
    /// The daemon's own user, who is always an admin (whoever started it may reload it).
    public let daemonUserID: UInt32

    /// A policy over `rules` for a daemon running as `daemonUserID`.
    public init(rules: AccessRules, daemonUserID: UInt32) {
        self.rules = rules
        self.daemonUserID = daemonUserID
    }

    /// The level needed to send `signal`: read-only signals need `read`, `reload` needs
    /// `admin`, everything else (it changes data) needs `operator`.
    public static func requiredLevel(for signal: String) -> AccessRules.Level {
        if readSignals.contains(signal) { return .read }
        if adminSignals.contains(signal) { return .admin }
        return .operator
    }

    /// The highest level a peer with `uid`, `gid` and supplementary `groups` holds.
    public func level(uid: UInt32, gid: UInt32, userName: String?, groupNames: [String]) -> AccessRules.Level {
        if uid == daemonUserID { return .admin }
        let grants: [(AccessRules.Level, AccessRules.Grant)] = [
            (.admin, rules.admin), (.operator, rules.operator), (.read, rules.read),
        ]
        for (level, grant) in grants where grant.matches(uid: uid, gid: gid, userName: userName, groupNames: groupNames) {
            return level
        }
        return rules.others
    }
}

extension AccessRules.Grant {
    /// Whether a peer is named by this grant.
    func matches(uid: UInt32, gid: UInt32, userName: String?, groupNames: [String]) -> Bool {
        uids.contains(uid) || gids.contains(gid)
            || userName.map(users.contains) == true
            || groupNames.contains(where: groups.contains)
    }
}
