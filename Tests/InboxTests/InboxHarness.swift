import Foundation
import Glibc
import Inbox
import Lifecycle
import Synchronization
import TestSupport

/// An importer standing in for the daemon's `import`: it reads the staged file, records
/// what it read, and refuses a file whose text contains `BAD` the way `import` names a row.
final class RecordingImporter: InboxImporter {
    let importDirectory: String
    private let imports = Mutex<[(path: String, text: String)]>([])

    init(importDirectory: String) { self.importDirectory = importDirectory }

    /// The files imported so far: their paths relative to the import directory and texts.
    var imported: [(path: String, text: String)] { imports.withLock { $0 } }

    func importFile(atRelativePath path: String) async -> InboxImportOutcome {
        let text = (try? String(contentsOfFile: importDirectory + "/" + path, encoding: .utf8)) ?? "<unreadable>"
        imports.withLock { $0.append((path, text)) }
        if text.contains("BAD") { return .refused(reason: "\(path): line 2: 'BAD' is not a weight") }
        return .imported(summary: "1 workout added")
    }
}

/// Imported files remembered in memory.
final class RememberedFiles: ImportedFileMemory {
    private let files = Mutex<Set<ImportedFile>>([])
    func wasImported(_ file: ImportedFile) throws -> Bool { files.withLock { $0.contains(file) } }
    func remember(_ file: ImportedFile) throws { _ = files.withLock { $0.insert(file) } }
}

/// A running inbox service on a temporary import directory, with a manual clock, and what
/// it reported.
final class InboxHarness {
    let directory: TemporaryDirectory
    let clock = ManualClock()
    let importer: RecordingImporter
    let folders: InboxFolders
    let settings = InboxSettings.settlingIn2Seconds
    private let log = ActivityLog()
    /// Why the service ended early, if it did: a wait then fails at once, saying so.
    private let failure = ServiceFailureRecord()
    private var running: Task<Void, any Error>?

    /// A harness whose import directory holds nothing yet; `start` runs the service.
    init() throws {
        directory = try TemporaryDirectory()
        let imports = directory.path + "/import"
        importer = RecordingImporter(importDirectory: imports)
        folders = InboxFolders(inbox: imports + "/inbox", importDirectory: imports)
    }

    var inbox: String { folders.inbox }

    /// Starts the service (its wall clock `daysAhead` days ahead) and waits until it watches.
    func start(memory: any ImportedFileMemory = RememberedFiles(), daysAhead: Double = 0) async throws {
        let service = InboxService(
            folders: folders, settings: settings, clock: clock, importer: importer, memory: memory,
            wallClock: { Date().timeIntervalSince1970 + daysAhead * 86_400 },
            report: { [log] activity in log.append(activity) })
        running = Task { [failure] in
            do throws(ServiceFailure) {
                try await ServiceGroup([service]).run()
            } catch {
                failure.record(error)
                throw error
            }
        }
        let watching = InboxActivity.watching(folder: inbox)
        try await waitFor("the inbox to watch \(inbox)") { $0.contains(watching) }
    }

    deinit { running?.cancel() }

    /// Stops the service and waits until it has ended.
    func stop() async throws {
        running?.cancel()
        _ = try await running?.value
        running = nil
    }

    /// What the service reported so far.
    var reported: [InboxActivity] { log.items }

    /// Waits (at most 60 s) until what was reported satisfies `condition`.
    func waitFor(_ what: String, _ condition: @escaping @Sendable ([InboxActivity]) -> Bool) async throws {
        let log = self.log, failure = self.failure
        do {
            try await eventually(what) { condition(log.items) || failure.error != nil }
        } catch {
            throw WaitFailure("\(error); the inbox reported: \(reported)")
        }
        if let error = failure.error, !condition(log.items) {
            throw WaitFailure("the inbox service failed while waiting for \(what): \(error); it reported: \(reported)")
        }
    }

    /// How often `name` was noted.
    func notedCount(_ name: String) -> Int { reported.filter { $0 == .noted(name: name) }.count }

    /// Waits until `name` has been noted `count` times in all.
    func waitUntilNoted(_ name: String, times count: Int = 1) async throws {
        try await waitFor("\(name) noted \(count) times") { $0.filter { $0 == .noted(name: name) }.count >= count }
    }

    /// Waits until `count` files were imported, refused or recognised in all.
    func waitUntilTaken(_ count: Int) async throws {
        try await waitFor("\(count) files taken") { $0.filter(\.isTaken).count >= count }
    }

    /// Appends `text` to `name` in the inbox in one open-write-close round.
    func append(_ text: String, to name: String) throws {
        let path = inbox + "/" + name
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        guard descriptor >= 0 else { throw WaitFailure("cannot open \(path): errno \(errno)") }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        guard write(descriptor, bytes, bytes.count) == bytes.count else { throw WaitFailure("short write to \(path)") }
    }

    /// The names in `folder`, sorted.
    func names(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }
}

/// Why the service ended, once it has failed.
final class ServiceFailureRecord: Sendable {
    private let failure = Mutex<ServiceFailure?>(nil)
    var error: ServiceFailure? { failure.withLock { $0 } }
    func record(_ error: ServiceFailure) { failure.withLock { $0 = error } }
}

/// What the service reported, in order.
final class ActivityLog: Sendable {
    private let activities = Mutex<[InboxActivity]>([])
    var items: [InboxActivity] { activities.withLock { $0 } }
    func append(_ activity: InboxActivity) { activities.withLock { $0.append(activity) } }
}

extension InboxActivity {
    /// Whether a file was taken: imported, recognised or refused.
    var isTaken: Bool {
        switch self {
        case .imported, .alreadyImported, .failed: true
        default: false
        }
    }
}

extension InboxSettings {
    /// The inbox's settings in these tests: on, the default folder, 2 s to settle, 30 days in `done/`.
    static let settlingIn2Seconds = InboxSettings(
        enabled: true, folder: nil, settleTime: .seconds(2), doneRetention: .seconds(30 * 86_400))
}
