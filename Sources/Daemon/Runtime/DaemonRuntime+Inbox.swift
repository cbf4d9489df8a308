import Configuration
import FoundationEssentials
import Inbox
import Plugins
import SignalStore
import WorkoutsSQLite

extension DaemonRuntime {
    /// The inbox service for the config liftd started with; nil (after saying why in the
    /// log) when the inbox is off or no configured use case handles `import`.
    func inboxService() async throws -> InboxService<ContinuousClock>? {
        let configuration = setup.configuration
        guard configuration.inbox.enabled else { return nil }
        guard await store.routes.handles(ImportFile.self) else {
            // A folder the user chose deserves a warning; the default one only a note.
            logger.log(configuration.inbox.folder == nil ? .info : .warning,
                       "inbox: not watched, because no configured use case handles 'import'")
            return nil
        }
        let importDirectory = configuration.paths.importDirectory
        if let reads = setup.loaded.importDirectory,
           URL(fileURLWithPath: reads).standardizedFileURL != URL(fileURLWithPath: importDirectory).standardizedFileURL {
            logger.log(.warning, "inbox: not watched, because the use case handling 'import' reads \(reads) "
                           + "(its import-directory), not \(importDirectory) (paths.import-directory), where the inbox "
                           + "stages files; remove the option or give paths.import-directory that value")
            return nil
        }
        let settings = InboxSettings(configuration.inbox)
        let folders = InboxFolders(inbox: settings.watchedFolder(importDirectory: importDirectory), importDirectory: importDirectory)
        let logger = self.logger
        return InboxService(
            folders: folders, settings: settings, clock: ContinuousClock(),
            importer: StoreInboxImporter(runtime: self),
            memory: SQLiteImportedFileMemory(table: try SQLiteImportedFiles(path: configuration.paths.database)),
            report: { activity in InboxLogging.log(activity, to: logger) })
    }
}

/// Imports an inbox file by sending `import path=…` to the store, as a client would.
struct StoreInboxImporter: InboxImporter {
    let runtime: DaemonRuntime

    func importFile(atRelativePath path: String) async -> InboxImportOutcome {
        let outcome = await runtime.store.send(ImportFile(path: path))
        await runtime.log(outcome, source: "inbox")
        if let first = outcome.steps.first, first.signal is ImportFile {
            let finished = first.effects.lazy.compactMap { $0 as? ImportFinished }.first
            // Failed part way: what it stored stays, the file goes to failed/ to be fixed.
            if let finished, finished.stoppedAtLine != nil { return .refused(reason: finished.summary) }
            return .imported(summary: finished?.summary ?? "imported")
        }
        guard let error = outcome.errors.first else { return .refused(reason: "no use case imported it") }
        if error.wasCancelled { return .interrupted }
        return .refused(reason: error.message)
    }
}

/// The inbox's memory of imported files, in liftd's database.
struct SQLiteImportedFileMemory: ImportedFileMemory {
    let table: SQLiteImportedFiles

    func wasImported(_ file: ImportedFile) throws -> Bool {
        try table.contains(name: file.name, size: file.size, modifiedNanoseconds: file.modifiedNanoseconds)
    }

    func remember(_ file: ImportedFile) throws {
        try table.insert(name: file.name, size: file.size, modifiedNanoseconds: file.modifiedNanoseconds, at: Date())
    }
}
