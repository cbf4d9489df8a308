import Synchronization
import Workouts

/// liftd's backup copies of its database, in one directory: each written with SQLite's
/// backup API under a `.partial` name, checked, fsynced and only then renamed into place, so
/// a copy under its own name is always whole and verified. A class: its copies are written
/// one at a time, whoever asks.
public final class SQLiteBackups: DatabaseBackups {
    /// The suffix of a copy still being written; a crash leaves it, the next start removes it.
    public static let partialSuffix = ".partial"

    /// The database copied.
    public let database: String
    /// The directory the copies are in.
    public let directory: String
    private let writing = Mutex(false)

    /// Copies of `database` in `directory` (created 0700 when the first is written).
    public init(database: String, directory: String) {
        self.database = database
        self.directory = directory
    }

    public func writeCopy(named name: String, bytesPerSecond: Int?) async throws -> DatabaseCopy {
        guard !name.contains("/"), !name.hasPrefix("."), !name.hasSuffix(Self.partialSuffix) else {
            throw BackupError("'\(name)' is not a name for a backup copy")
        }
        guard writing.withLock({ busy in defer { busy = true }; return !busy }) else {
            throw BackupError("a backup is being written already; try again once it has finished")
        }
        defer { writing.withLock { $0 = false } }
        try PrivateFiles.createDirectory(atPath: directory)
        let path = BackupFiles.absolute(directory + "/" + name)
        guard !BackupFiles.exists(path) else {
            throw BackupError("'\(path)' exists already: a backup was written this second; try again in a second")
        }
        let partial = path + Self.partialSuffix
        do {
            try removePartial(partial)
            let counts = try await DatabaseCopier.copy(database, to: partial, bytesPerSecond: bytesPerSecond)
            try BackupFiles.synchronizeFile(partial)
            try BackupFiles.renameWithoutReplacing(partial, to: path)
            try BackupFiles.synchronizeDirectory(PathText.removingLastComponent(path))
            return DatabaseCopy(path: path, size: try BackupFiles.size(path), counts: counts)
        } catch {
            try? removePartial(partial)
            throw error
        }
    }

    public func copyNames() throws -> [String] {
        try BackupFiles.names(in: directory)
    }

    public func removeCopy(named name: String) throws {
        guard !name.contains("/") else { throw BackupError("'\(name)' is not a name for a backup copy") }
        try BackupFiles.remove(directory + "/" + name)
    }

    /// Removes what copies cut short by a crash left in the directory; returns their names.
    public func removeLeftovers() throws -> [String] {
        let leftovers = try copyNames().filter { $0.hasSuffix(Self.partialSuffix) || $0.hasSuffix(Self.partialSuffix + "-journal") }
        for name in leftovers { try BackupFiles.remove(directory + "/" + name) }
        return leftovers
    }

    /// Removes a partial copy and its rollback journal.
    private func removePartial(_ partial: String) throws {
        try BackupFiles.remove(partial)
        try BackupFiles.remove(partial + "-journal")
    }
}
