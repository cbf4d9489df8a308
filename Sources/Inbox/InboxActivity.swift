/// What the inbox did, for the daemon's log and for tests to follow.
public enum InboxActivity: Sendable, Equatable {
    /// The folder is watched (again), after its files were listed.
    case watching(folder: String)
    /// The folder is gone or cannot be watched; it is watched again once it is back.
    case folderMissing(folder: String, reason: String)
    /// A file was seen written or moved in; it is taken once quiet for the settle time.
    case noted(name: String)
    /// A file was imported and moved to `path` in `done/`.
    case imported(name: String, path: String, summary: String)
    /// A file changed while it was being taken (copied to be imported): nothing was
    /// imported, and it waits to be quiet again.
    case changedWhileTaken(name: String)
    /// A file imported before (same name, size and time) was moved to `path` without reading it.
    case alreadyImported(name: String, path: String)
    /// A file was refused and moved to `path` in `failed/`, with `path.error.txt` saying `reason`.
    case failed(name: String, path: String, reason: String)
    /// A file kept in `done/` longer than the retention time was deleted.
    case deleted(path: String)
    /// Something went wrong that the inbox works around (a file it cannot move, the kernel's
    /// queue overflowing).
    case problem(String)
}
