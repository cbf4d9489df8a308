import Glibc

/// A Unix socket address for a filesystem path, handed to `bind` and `connect`.
struct SocketAddress {
    private var storage = sockaddr_un()

    /// The address of `path`, if it fits.
    init(path: String) throws(SocketSetupError) {
        storage.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: storage.sun_path)
        guard !bytes.isEmpty, bytes.count < capacity else {
            throw .pathTooLong(path: path, limit: capacity - 1)
        }
        withUnsafeMutableBytes(of: &storage.sun_path) { raw in
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
    }

    /// Calls `body` with the address as `bind` and `connect` take it.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> Result) -> Result {
        withUnsafePointer(to: storage) { address in
            address.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
    }

    /// A new close-on-exec stream socket, or -1 with `errno` set.
    static func makeStreamSocket(nonBlocking: Bool) -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        return socket(AF_UNIX, type, 0)
    }
}
