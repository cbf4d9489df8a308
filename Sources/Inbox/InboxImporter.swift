/// How the inbox imports a file: the daemon sends the same `import` signal a client would.
public protocol InboxImporter: Sendable {
    /// Imports the file at `path`, relative to the import directory (`.inbox/NAME`).
    func importFile(atRelativePath path: String) async -> InboxImportOutcome
}

/// What became of one import.
public enum InboxImportOutcome: Sendable, Equatable {
    /// The file was imported; `summary` says what it added, for the log.
    case imported(summary: String)
    /// The file was refused; `reason` says why, with line numbers as `import` gives them.
    case refused(reason: String)
    /// The import did not finish (liftd is stopping): the file is taken again at the next start.
    case interrupted
}

/// The files the inbox has imported, remembered by name, size and modification time, so
/// the same file arriving again (a sync tool restoring it) is moved to `done/` unread.
public protocol ImportedFileMemory: Sendable {
    /// Whether `file` was imported before.
    func wasImported(_ file: ImportedFile) throws -> Bool
    /// Remembers that `file` was imported.
    func remember(_ file: ImportedFile) throws
}

/// A file as the inbox recognises it again: its name, size and modification time.
public struct ImportedFile: Sendable, Hashable {
    /// The file's name in the inbox.
    public let name: String
    /// Its size in bytes.
    public let size: Int64
    /// Its modification time, in nanoseconds since 1970.
    public let modifiedNanoseconds: Int64

    /// The file `name` of `size` bytes, modified at `modifiedNanoseconds`.
    public init(name: String, size: Int64, modifiedNanoseconds: Int64) {
        self.name = name
        self.size = size
        self.modifiedNanoseconds = modifiedNanoseconds
    }
}
