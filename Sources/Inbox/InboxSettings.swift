/// Whether the daemon watches a folder for exports to import, which folder, how long a file
/// must be quiet before it is taken, and how long imported files are kept in `done/`. The
/// daemon fills it from the config's `inbox:` section.
public struct InboxSettings: Sendable, Equatable {
    /// Whether the inbox is watched.
    public var enabled: Bool
    /// The watched folder, absolute; `nil` for the default, `<import-directory>/inbox`.
    public var folder: String?
    /// How long a file must be closed and unchanged before it is imported.
    public var settleTime: Duration
    /// How long a file stays in `done/` before it is deleted.
    public var doneRetention: Duration

    /// Settings with these values.
    public init(enabled: Bool, folder: String?, settleTime: Duration, doneRetention: Duration) {
        self.enabled = enabled
        self.folder = folder
        self.settleTime = settleTime
        self.doneRetention = doneRetention
    }

    /// The watched folder for the import directory `importDirectory`.
    public func watchedFolder(importDirectory: String) -> String {
        folder ?? InboxFolders.defaultInbox(importDirectory: importDirectory)
    }
}
