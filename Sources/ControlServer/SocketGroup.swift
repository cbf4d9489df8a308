import Glibc

/// Resolves the configured owner group of the socket file: a group name, or a numeric gid.
public enum SocketGroup {
    /// The gid `group` names (or is), or why it names none.
    public static func groupID(of group: String, forSocketAt path: String) throws(SocketSetupError) -> gid_t {
        if !group.isEmpty, group.allSatisfy({ $0.isASCII && $0.isNumber }), let number = gid_t(group) {
            return number
        }
        var entry = group_t()
        var found: UnsafeMutablePointer<group_t>?
        var buffer = [CChar](repeating: 0, count: 16_384)
        let status = getgrnam_r(group, &entry, &buffer, buffer.count, &found)
        guard status == 0 || status == ENOENT else {
            throw .systemCall("looking up group '\(group)'", path: path, errorNumber: status)
        }
        guard found != nil else { throw .unknownGroup(group, path: path) }
        return entry.gr_gid
    }
}

private typealias group_t = Glibc.group
