#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Workouts

/// Says that a process is using liftd's database: the daemon holds it while it runs, and
/// `liftd restore` while it puts a copy back, so neither starts while the other works. An
/// exclusive `flock` on `<database>.lock` (0600), released when the holder closes it or
/// exits, however it exits. A separate file, not the database: closing a descriptor of the
/// database would drop the locks SQLite holds on it. A class: the lock is held as long as
/// the value lives.
public final class DatabaseLock: Sendable {
    /// The lock file.
    public let path: String
    private let descriptor: Int32

    /// Takes the lock of the database at `database`, creating its lock file when missing;
    /// throws a `BackupError` naming the file when another process holds it.
    public init(database: String) throws {
        let path = database + ".lock"
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, PrivateFiles.fileMode)
        guard descriptor >= 0 else { throw BackupFiles.failure("open", path) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let busy = errno == EWOULDBLOCK
            let failure = BackupFiles.failure("lock", path)
            close(descriptor)
            if busy {
                throw BackupError("another process is using the database '\(database)' (it holds '\(path)'): "
                    + "a running liftd, or a liftd restore")
            }
            throw failure
        }
        _ = fchmod(descriptor, PrivateFiles.fileMode)
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }
}
