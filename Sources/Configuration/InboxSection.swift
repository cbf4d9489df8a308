/// The `inbox:` section: whether the daemon watches a folder for exports to import, which
/// folder, how long a file must be quiet before it is taken, and how long imported files are
/// kept in `done/`. The daemon hands these values to the inbox (as its `InboxSettings`).
public struct InboxSection: Sendable, Equatable {
    /// Whether the inbox is watched (`enabled`).
    public var enabled: Bool
    /// The watched folder, absolute; `nil` for the default, `<import-directory>/inbox` (`folder`).
    public var folder: String?
    /// How long a file must be closed and unchanged before it is imported (`settle-time`).
    public var settleTime: Duration
    /// How long a file stays in `done/` before it is deleted (`done-retention`).
    public var doneRetention: Duration

    /// The defaults: enabled, `<import-directory>/inbox`, 2 s to settle, 30 days in `done/`.
    public init(
        enabled: Bool = true, folder: String? = nil, settleTime: Duration = .seconds(2),
        doneRetention: Duration = .seconds(30 * 24 * 3_600)
    ) {
        self.enabled = enabled
        self.folder = folder
        self.settleTime = settleTime
        self.doneRetention = doneRetention
    }

    /// The most a settle time may be: a file quiet for an hour is surely complete.
    public static let maximumSettleTime = Duration.seconds(3_600)

    /// The folders of the import directory that liftd moves files to, which no watched folder
    /// may be: the inbox's `done/`, `failed/` and private `.inbox/` (`InboxFolders`), and the
    /// uploads' `.uploads/`.
    public static let reservedFolderNames = ["done", "failed", ".inbox", ".uploads"]
}
