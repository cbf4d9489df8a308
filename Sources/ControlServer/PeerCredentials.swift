import Glibc

/// Who is on the other end of a control connection, as the kernel vouches for it at connect
/// time (`SO_PEERCRED`): the basis for access levels.
public struct PeerCredentials: Sendable, Hashable, CustomStringConvertible {
    /// The peer's process id.
    public var processID: Int32
    /// The peer's effective user id.
    public var userID: UInt32
    /// The peer's effective group id.
    public var groupID: UInt32

    /// Credentials with these ids.
    public init(processID: Int32, userID: UInt32, groupID: UInt32) {
        self.processID = processID
        self.userID = userID
        self.groupID = groupID
    }

    /// The credentials of the peer connected to `descriptor`, or `nil` if the kernel gives none.
    init?(ofPeerOn descriptor: Int32) {
        // `struct ucred` (pid_t, uid_t, gid_t: three 32-bit fields) needs _GNU_SOURCE, which
        // Glibc's module map does not define; a tuple has the same layout.
        var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
        let size = socklen_t(MemoryLayout.size(ofValue: credentials))
        var length = size
        guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0, length == size else {
            return nil
        }
        self.init(processID: credentials.pid, userID: credentials.uid, groupID: credentials.gid)
    }

    public var description: String { "pid \(processID) uid \(userID) gid \(groupID)" }
}
