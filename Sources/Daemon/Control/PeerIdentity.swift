@preconcurrency import Glibc
import ControlServer

/// A peer's user and group names, for access rules that name them.
struct PeerIdentity: CustomStringConvertible {
    let userID: UInt32
    let userName: String?
    let groupNames: [String]

    /// Looks up the names of `peer`'s user, primary group and supplementary groups.
    init(_ peer: PeerCredentials) {
        userID = peer.userID
        var groupIDs = [peer.groupID]
        var entry = passwd()
        var result: UnsafeMutablePointer<passwd>?
        var buffer = [CChar](repeating: 0, count: 4096)
        if getpwuid_r(peer.userID, &entry, &buffer, buffer.count, &result) == 0, let found = result?.pointee {
            let name = String(cString: found.pw_name)
            userName = name
            // getgrouplist says how many groups there are when the buffer is too small.
            var count: Int32 = 64
            var supplementary = [gid_t](repeating: 0, count: Int(count))
            if getgrouplist(found.pw_name, peer.groupID, &supplementary, &count) < 0 {
                supplementary = [gid_t](repeating: 0, count: Int(count))
                if getgrouplist(found.pw_name, peer.groupID, &supplementary, &count) < 0 { count = 0 }
            }
            groupIDs += supplementary.prefix(Int(count))
        } else {
            userName = nil
        }
        groupNames = Array(Set(groupIDs)).compactMap(Self.groupName)
    }

    var description: String { userName.map { "user \($0) (uid \(userID))" } ?? "uid \(userID)" }

    private static func groupName(_ id: gid_t) -> String? {
        var entry = group()
        var result: UnsafeMutablePointer<group>?
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getgrgid_r(id, &entry, &buffer, buffer.count, &result) == 0, let found = result?.pointee else { return nil }
        return String(cString: found.gr_name)
    }
}
