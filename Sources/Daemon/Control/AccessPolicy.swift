import Configuration
import SignalStore

/// Who may send what: the access level a signal needs, and the level a peer has.
public struct AccessPolicy: Sendable {
    /// The rules from config.
    public let rules: AccessRules
    /// The daemon's own user, who is always an admin (whoever started it may reload it).
    public let daemonUserID: UInt32

    /// A policy over `rules` for a daemon running as `daemonUserID`.
    public init(rules: AccessRules, daemonUserID: UInt32) {
        self.rules = rules
        self.daemonUserID = daemonUserID
    }

    /// The level needed to send a signal of `type`: the access the type declares
    /// (`Signal.access`, `operator` unless it says otherwise).
    public static func requiredLevel(for type: any Signal.Type) -> AccessRules.Level {
        switch type.access {
        case .read: .read
        case .operator: .operator
        case .admin: .admin
        }
    }

    /// The level needed to send the signal named `name` among `signals`; a name no type
    /// answers to needs `operator`, so an unknown name reveals nothing to a reader.
    public static func requiredLevel(for name: String, in signals: SignalDirectory) -> AccessRules.Level {
        signals.type(named: name).map(requiredLevel(for:)) ?? .operator
    }

    /// The highest level a peer with `uid`, `gid` and supplementary `groups` holds.
    public func level(uid: UInt32, gid: UInt32, userName: String?, groupNames: [String]) -> AccessRules.Level {
        if uid == daemonUserID { return .admin }
        // Highest grant first; asked in turn rather than from a list built per request.
        if rules.admin.matches(uid: uid, gid: gid, userName: userName, groupNames: groupNames) { return .admin }
        if rules.operator.matches(uid: uid, gid: gid, userName: userName, groupNames: groupNames) { return .operator }
        if rules.read.matches(uid: uid, gid: gid, userName: userName, groupNames: groupNames) { return .read }
        return rules.others
    }
}

extension AccessRules.Grant {
    /// Whether a peer is named by this grant.
    func matches(uid: UInt32, gid: UInt32, userName: String?, groupNames: [String]) -> Bool {
        if uids.contains(uid) || gids.contains(gid) { return true }
        if let userName, users.contains(userName) { return true }
        return groupNames.contains { groups.contains($0) }
    }
}
