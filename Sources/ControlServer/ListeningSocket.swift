import Glibc
import Synchronization

/// The control socket's listening end: either bound here to the configured path, or inherited
/// already listening (socket activation). Its descriptor is close-on-exec and non-blocking.
/// Closing it removes the socket file only if this process created it and it is still there.
public final class ListeningSocket: Sendable {
    /// The listening descriptor.
    public let descriptor: Int32
    /// The path shown in messages: the bound path, also of an inherited socket (`nil` when it
    /// has none).
    public let path: String?
    private let createdFile: CreatedFile?
    private let isClosed = Atomic<Bool>(false)

    /// The socket file this process bound, identified so a later process's file is never removed.
    struct CreatedFile: Sendable {
        let path: String
        let device: UInt64
        let inode: UInt64
    }

    init(descriptor: Int32, path: String?, createdFile: CreatedFile?) {
        self.descriptor = descriptor
        self.path = path
        self.createdFile = createdFile
    }

    /// Binds and listens at `settings.path` with its mode and group, creating the parent
    /// directory if needed and replacing a stale socket file left by a crash. A socket another
    /// process still listens on is not touched.
    public static func bind(_ settings: SocketSettings) throws(SocketSetupError) -> ListeningSocket {
        try SocketBinder(settings: settings).bind()
    }

    /// Adopts `descriptor`, a stream socket already listening (e.g. from `sd_listen_fds`).
    /// The socket file, if any, belongs to whoever created it and is never removed here.
    public convenience init(adopting descriptor: Int32) throws(SocketSetupError) {
        var status = stat()
        var accepting: Int32 = 0, type: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK,
              getsockopt(descriptor, SOL_SOCKET, SO_ACCEPTCONN, &accepting, &length) == 0, accepting == 1,
              getsockopt(descriptor, SOL_SOCKET, SO_TYPE, &type, &length) == 0,
              type == Int32(SOCK_STREAM.rawValue) else {
            throw .notAListeningSocket(descriptor: descriptor)
        }
        _ = fcntl(descriptor, F_SETFD, fcntl(descriptor, F_GETFD) | FD_CLOEXEC)
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        self.init(descriptor: descriptor, path: SocketAddress.boundPath(of: descriptor), createdFile: nil)
    }

    /// Stops listening and removes the socket file this process created. Safe to call twice.
    public func close() {
        guard !isClosed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        Glibc.close(descriptor)
        guard let createdFile else { return }
        var status = stat()
        if lstat(createdFile.path, &status) == 0, UInt64(status.st_dev) == createdFile.device,
           UInt64(status.st_ino) == createdFile.inode {
            unlink(createdFile.path)
        }
    }

    deinit { close() }
}
