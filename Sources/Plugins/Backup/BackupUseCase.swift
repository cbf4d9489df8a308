import SignalStore
import Workouts

/// On `backup`, writes a verified copy of the database, named for the UTC time it began
/// (`liftd-20261202T023000Z.sqlite`), then removes the copies retention no longer keeps. The
/// copy is written after the chain, outside the store (`DetachedWork`), so requests are
/// answered meanwhile. Answers with the copy's path, size and row counts and emits
/// `backup-finished`; a backup that fails answers with its error and emits `signal-failed`.
public struct BackupUseCase: UseCase {
    let options: BackupOptions
    @Dependency(\.databaseBackups) private var backups
    @Dependency(\.now) private var clock

    /// The use case `options` describe.
    public init(options: BackupOptions = BackupOptions()) { self.options = options }

    public var name: String { "backup" }
    public var handledSignals: [any Signal.Type] { [Backup.self] }
    public var emittedSignals: [any Signal.Type] { [BackupFinished.self] }

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        guard signal is Backup else { return .notHandled }
        let backups = backups, options = options
        let copyName = BackupCopyName(takenAt: clock.now).name
        return .detached(DetachedWork(signal: Backup.wireName, useCase: name) {
            let rate = options.maximumRate > 0 ? options.maximumRate * 1_048_576 : nil
            let copy = try await backups.writeCopy(named: copyName, bytesPerSecond: rate)
            // The copy just written stays, whatever the others' names say (a clock once set ahead).
            let removed = options.retention.namesToDelete(among: try backups.copyNames()).filter { $0 != copyName }
            for name in removed { try backups.removeCopy(named: name) }
            let reply = BackupReply(file: copy.path, size: copy.size, counts: copy.counts, removed: removed)
            return DetachedWork.Finished(reply: reply, signals: [BackupFinished(reply)])
        })
    }
}

extension PluginDescriptor {
    /// `backup`.
    static let backup = PluginDescriptor(
        name: "backup",
        summary: "on backup: a verified copy of the database in <state-directory>/backups, then retention",
        defaults: BackupOptions()
    ) { options in BackupUseCase(options: options) }
}
