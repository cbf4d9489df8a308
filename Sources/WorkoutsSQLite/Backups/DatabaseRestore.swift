import Workouts

/// Puts a backup copy back in place of liftd's database, offline: `liftd restore`.
public enum DatabaseRestore {
    /// What a restore did.
    public struct Restored: Sendable, Equatable {
        /// What the restored database holds.
        public var contents: DatabaseCheck.Contents
        /// The files the database was before, kept under new names (the database, then its
        /// `-wal`, `-shm` or `-journal` where they existed); empty when there was none.
        public var kept: [String]
    }

    /// Checks `copy`, then makes it the database at `database`. The database there, with
    /// its `-wal`, `-shm` and `-journal`, is kept as `keptName` plus the same suffixes, so no
    /// stale log is applied to the restored copy. Refuses (changing nothing) when the copy
    /// fails its checks or when another process, such as a running liftd, holds the
    /// database's lock, which is held until the restore ends. The restored file is 0600 and
    /// owned as the database it replaces was.
    public static func restore(_ copy: String, into database: String, keepingCurrentAs keptName: String) throws -> Restored {
        _ = try DatabaseCheck.check(copy)
        try PrivateFiles.createDirectory(atPath: PathText.removingLastComponent(BackupFiles.absolute(database)))
        let lock = try DatabaseLock(database: database)
        defer { withExtendedLifetime(lock) {} }
        let staged = database + ".restoring"
        try BackupFiles.remove(staged)
        let contents: DatabaseCheck.Contents
        do {
            try BackupFiles.copyFile(copy, to: staged)
            let owner = BackupFiles.exists(database) ? database : PathText.removingLastComponent(BackupFiles.absolute(database))
            try BackupFiles.takeOwnership(of: staged, from: owner)
            contents = try DatabaseCheck.check(staged)
        } catch {
            try? BackupFiles.remove(staged)
            throw error
        }
        var kept: [String] = []
        for suffix in ["", "-wal", "-shm", "-journal"] where BackupFiles.exists(database + suffix) {
            try BackupFiles.renameWithoutReplacing(database + suffix, to: keptName + suffix)
            kept.append(keptName + suffix)
        }
        try BackupFiles.renameWithoutReplacing(staged, to: database)
        try BackupFiles.synchronizeDirectory(PathText.removingLastComponent(database))
        return Restored(contents: contents, kept: kept)
    }
}
