@preconcurrency import Glibc

/// The folders of the inbox: the watched one, and beside it in the import directory
/// `done/` (imported), `failed/` (refused, each with `NAME.error.txt`) and `.inbox/` (a
/// private copy of the file being imported, which no writer can change: made before the file
/// leaves the watched folder, so a synced folder never sees liftd's own files and a crash
/// mid-import leaves the copy where the next start finds it). Moves never overwrite: a name already taken gets a suffix (`strong-2.csv`).
public struct InboxFolders: Sendable {
    /// The watched folder.
    public let inbox: String
    /// Where imported files go.
    public let done: String
    /// Where refused files go, each with `NAME.error.txt`.
    public let failed: String
    /// Where a file waits while it is imported.
    public let staging: String
    /// `staging`, relative to the import directory: what `import path=` is given.
    public static let stagingName = ".inbox"

    /// The folders for the watched folder `inbox` and the import directory `importDirectory`.
    public init(inbox: String, importDirectory: String) {
        self.inbox = inbox
        done = importDirectory + "/done"
        failed = importDirectory + "/failed"
        staging = importDirectory + "/" + Self.stagingName
    }

    /// The default watched folder: `inbox` in the import directory.
    public static func defaultInbox(importDirectory: String) -> String { importDirectory + "/inbox" }

    /// Creates `path` and its missing parents with mode 0700; an existing directory is kept.
    static func createDirectory(_ path: String) throws(InboxError) {
        // A relative path (the default state directory is `./var`) is built relative too.
        var built = path.hasPrefix("/") ? "/" : ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            built += built.isEmpty || built.hasSuffix("/") ? String(part) : "/" + part
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                throw InboxError.systemCall("mkdir", path: built, errorNumber: errno)
            }
        }
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw InboxError.systemCall("mkdir", path: path, errorNumber: ENOTDIR)
        }
    }

    /// Moves the file at `source` into `directory` under `name`, or `name` with a suffix when
    /// that is taken (also when `NAME.error.txt` is, with `sidecar`), shortened before its
    /// extension when the name with its suffix and sidecar would be longer than a file name
    /// can be (`maximumNameBytes`); returns the new path.
    /// Within a file system the file is linked under the new name, then unlinked, so nothing
    /// is overwritten; across file systems it is copied (mode and times kept) and removed.
    public static func move(_ source: String, into directory: String, as name: String, sidecar: String? = nil)
        throws(InboxError) -> String
    {
        /// Removes `source` now that `target` holds it; removes `target` again when that fails.
        func removeSource(placedAt target: String) throws(InboxError) -> String {
            guard unlink(source) == 0 || errno == ENOENT else {
                let error = errno
                unlink(target)
                throw InboxError.systemCall("unlink", path: source, errorNumber: error)
            }
            return target
        }
        for attempt in 1...10_000 {
            let candidate = fitted(name, attempt, reserving: sidecar?.utf8.count ?? 0)
            let target = directory + "/" + candidate
            if let sidecar, access(target + sidecar, F_OK) == 0 { continue }
            if link(source, target) == 0 { return try removeSource(placedAt: target) }
            switch errno {
            case EEXIST: continue
            case EXDEV, EPERM, ENOTSUP, EOPNOTSUPP, EMLINK:
                guard try FileCopy.copy(source, toNew: target) else { continue }
                return try removeSource(placedAt: target)
            default:
                throw InboxError.systemCall("link", path: target, errorNumber: errno)
            }
        }
        throw InboxError.systemCall("link", path: directory + "/" + name, errorNumber: EEXIST)
    }

    /// Copies the file at `source` into `directory` under `name`, or `name` with a suffix when
    /// that is taken, its mode and times kept and flushed to disk; returns the new path. The
    /// source stays where it is. With `identity` (device, inode), only that file is copied: one
    /// put in its place is refused with `InboxError.replaced`.
    public static func copy(
        _ source: String, into directory: String, as name: String, identity: (device: UInt64, inode: UInt64)? = nil
    ) throws(InboxError) -> String {
        for attempt in 1...10_000 {
            let target = directory + "/" + fitted(name, attempt)
            if try FileCopy.copy(source, toNew: target, identity: identity) { return target }
        }
        throw InboxError.systemCall("open", path: directory + "/" + name, errorNumber: EEXIST)
    }

    /// The longest file name the file systems Linux runs on take, in bytes.
    public static let maximumNameBytes = 255

    /// `name` for the first attempt, then `name-2`, `name-3`, … before its extension; the part
    /// before the extension cut at a character's end, when need be, so that the name with
    /// `reserved` bytes more (a sidecar's suffix) is at most `maximumNameBytes` long.
    static func fitted(_ name: String, _ attempt: Int, reserving reserved: Int = 0) -> String {
        var stem = Substring(name)
        var fileExtension = Substring("")
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            stem = name[..<dot]
            fileExtension = name[dot...]
        }
        let suffix = attempt > 1 ? "-\(attempt)" : ""
        var room = maximumNameBytes - reserved - suffix.utf8.count - fileExtension.utf8.count
        if room < 1 {
            // An extension too long to keep is cut with the rest.
            stem = Substring(name)
            fileExtension = ""
            room = maximumNameBytes - reserved - suffix.utf8.count
        }
        var kept = 0
        let end = stem.firstIndex { character in
            kept += character.utf8.count
            return kept > room
        } ?? stem.endIndex
        return String(stem[..<end]) + suffix + fileExtension
    }
}
