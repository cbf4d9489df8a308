import SignalStore

extension Backup {
    public static let about = SignalDescription(
        "write a verified copy of the database to <state-directory>/backups now (a schedule sends it daily)",
        example: "backup")
}

extension BackupFinished {
    public static let about = SignalDescription.internal(
        "tells notifiers that a backup copy was written and verified",
        example: #"{"signal":"backup-finished","file":"/var/lib/liftd/backups/liftd-20261202T023000Z.sqlite","size":4096,"counts":{},"removed":[]}"#,
        fields: ["file": "the copy's absolute path", "size": "its size in bytes", "counts": "rows per table",
                 "removed": "older copies retention removed"])
}
