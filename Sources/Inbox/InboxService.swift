import FoundationEssentials
import Lifecycle

/// The inbox watcher as a service: watches the inbox folder with inotify, imports each file
/// once it is closed and has been unchanged for the settle time (on `clock`), moves it to `done/` or
/// `failed/`, and prunes `done/`. Files already there when it starts, or left mid-import by
/// the last run, are taken too. It serves until cancelled.
public struct InboxService<WatchClock: Clock>: Service where WatchClock.Duration == Duration {
    public let name = "inbox"
    /// The folders: the watched one, `done/`, `failed/` and the staging folder.
    public let folders: InboxFolders
    /// The settle time and the retention of `done/`.
    public let settings: InboxSettings
    let clock: WatchClock
    let importer: any InboxImporter
    let memory: any ImportedFileMemory
    let wallClock: @Sendable () -> Double
    let report: @Sendable (InboxActivity) -> Void

    /// The inbox of `folders` with `settings`, importing through `importer`, remembering
    /// imported files in `memory`, timing settles on `clock`, pruning `done/` by `wallClock`
    /// (seconds since 1970) and telling `report` what it does.
    public init(
        folders: InboxFolders, settings: InboxSettings, clock: WatchClock, importer: any InboxImporter,
        memory: any ImportedFileMemory, wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 },
        report: @escaping @Sendable (InboxActivity) -> Void
    ) {
        self.folders = folders
        self.settings = settings
        self.clock = clock
        self.importer = importer
        self.memory = memory
        self.wallClock = wallClock
        self.report = report
    }

    /// What wakes the watcher: the kernel's events, or the time something is due.
    private enum Wake: Sendable {
        case events([InotifyEvent])
        case due
    }

    public func run(started: ServiceStart) async throws {
        for folder in [folders.done, folders.failed, folders.staging] { try InboxFolders.createDirectory(folder) }
        do throws(InboxError) {
            try InboxFolders.createDirectory(folders.inbox)
        } catch {
            report(.folderMissing(folder: folders.inbox, reason: error.description))
        }
        let inotify = try Inotify()
        let (wakes, wake) = AsyncStream.makeStream(of: Wake.self)
        try inotify.start({ events in wake.yield(.events(events)) }, due: { wake.yield(.due) })
        defer {
            inotify.stop()
            wake.finish()
        }
        var watcher = InboxWatcher(
            folders: folders, settings: settings, clock: clock, inotify: inotify, importer: importer, memory: memory,
            wallClock: wallClock, report: report, nextPrune: clock.now)
        watcher.watch()
        started.markStarted()
        await watcher.takeLeftovers()
        var timer: Task<Void, Never>?
        defer { timer?.cancel() }
        let clock = self.clock
        var iterator = wakes.makeAsyncIterator()
        while !Task.isCancelled {
            if clock.now >= watcher.nextPrune { watcher.pruneDone() }
            watcher.retryWatchingIfDue()
            await watcher.takeDueFiles()
            timer?.cancel()
            let deadline = watcher.nextDeadline
            if clock is ContinuousClock {
                // The daemon's clock: the inotify thread's timer wakes the loop.
                inotify.wake(after: clock.now.duration(to: deadline))
            } else {
                // A test's clock, which only its own sleep follows.
                timer = Task {
                    guard (try? await clock.sleep(until: deadline, tolerance: nil)) != nil else { return }
                    wake.yield(.due)
                }
            }
            guard let next = await iterator.next() else { break }
            if case .events(let events) = next { watcher.handle(events) }
        }
    }
}
