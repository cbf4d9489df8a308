import SignalStore
import Workouts

private enum DatabaseBackupsKey: DependencyKey {
    static var liveValue: any DatabaseBackups { UnconfiguredBackups() }
    static let name = "databaseBackups"
}

extension DependencyValues {
    /// Where `backup` writes its copies. The daemon sets WorkoutsSQLite's `SQLiteBackups`
    /// over its database and `<state-directory>/backups`; until then backups fail.
    public var databaseBackups: any DatabaseBackups {
        get { self[DatabaseBackupsKey.self] }
        set { self[DatabaseBackupsKey.self] = newValue }
    }
}

/// The backups in effect until a database is configured: refuse everything clearly.
struct UnconfiguredBackups: DatabaseBackups {
    private var refusal: BackupError { BackupError("no database is configured to back up") }

    func writeCopy(named name: String, bytesPerSecond: Int?) async throws -> DatabaseCopy { throw refusal }
    func copyNames() throws -> [String] { throw refusal }
    func removeCopy(named name: String) throws { throw refusal }
}
