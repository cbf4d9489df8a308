import CLinux

/// The inbox's state between events: which folders are watched, and the files waiting to
/// be quiet. `InboxService` feeds it the kernel's events and wakes it at `nextDeadline`;
/// taking a file is in `InboxWatcher+Taking.swift`.
struct InboxWatcher<WatchClock: Clock> where WatchClock.Duration == Duration {
    let folders: InboxFolders
    let settings: InboxSettings
    let clock: WatchClock
    let inotify: Inotify
    let importer: any InboxImporter
    let memory: any ImportedFileMemory
    let wallClock: @Sendable () -> Double
    let report: @Sendable (InboxActivity) -> Void

    /// Files waiting to be quiet, by name.
    var pending: [String: PendingFile<WatchClock.Instant>] = [:]
    /// How many times each name in the inbox is open (by anyone, for reading or writing), as
    /// the kernel's open and close events count them: a file is taken only once none is.
    var openCounts: [String: Int] = [:]
    /// The names the log was told are left alone (a link, a FIFO, …), so a FIFO written to
    /// again and again is explained once; a name leaves when its entry is removed.
    var leftAlone: Set<String> = []
    /// The watch on the inbox folder, while it exists.
    var inboxWatch: Int32?
    /// The watch on the folder holding the inbox, to see the inbox come back.
    var parentWatch: Int32?
    /// When to try watching again when neither the inbox nor its parent could be watched.
    var retryWatchAt: WatchClock.Instant?
    /// When `done/` is next pruned.
    var nextPrune: WatchClock.Instant

    /// A file arrives by `IN_CREATE` (a new file, a hard link, a FIFO or link made in place)
    /// or `IN_MOVED_TO`; `IN_OPEN` and the two closes count who has it open; `IN_DELETE` and
    /// `IN_MOVED_FROM` end what was known of a name.
    static var inboxEvents: Int32 {
        Int32(IN_CREATE) | Int32(IN_OPEN) | Int32(IN_CLOSE_WRITE) | Int32(IN_CLOSE_NOWRITE) | Int32(IN_MOVED_TO)
            | Int32(IN_MOVED_FROM) | Int32(IN_DELETE) | Int32(IN_DELETE_SELF) | Int32(IN_MOVE_SELF) | Int32(IN_ONLYDIR)
    }
    static var parentEvents: Int32 { Int32(IN_CREATE) | Int32(IN_MOVED_TO) | Int32(IN_ONLYDIR) }
    /// How often `done/` is pruned, and a missing parent folder looked for.
    static var pruneInterval: Duration { .seconds(3_600) }
    static var retryInterval: Duration { .seconds(5) }

    /// The inbox folder's own name in its parent.
    var inboxName: String { String(folders.inbox.split(separator: "/").last ?? "") }
    var parentFolder: String {
        let parts = folders.inbox.split(separator: "/")
        return "/" + parts.dropLast().joined(separator: "/")
    }

    /// The earliest time something is due: a file settling, a prune, a retry.
    var nextDeadline: WatchClock.Instant {
        var next = nextPrune
        for file in pending.values where file.deadline < next { next = file.deadline }
        if let retryWatchAt, retryWatchAt < next { next = retryWatchAt }
        return next
    }

    /// Watches the inbox (and its parent, to see it replaced), then notes every file in it.
    mutating func watch() {
        retryWatchAt = nil
        if parentWatch == nil { parentWatch = try? inotify.watch(parentFolder, for: Self.parentEvents) }
        forgetFiles()
        // The same folder keeps its watch descriptor; a new one gets a new descriptor, and the
        // old watch (on a folder moved away) is dropped, its IN_IGNORED then matching nothing.
        let previous = inboxWatch
        do throws(InboxError) {
            inboxWatch = try inotify.watch(folders.inbox, for: Self.inboxEvents)
        } catch {
            dropInboxWatch()
            report(.folderMissing(folder: folders.inbox, reason: error.description))
            if parentWatch == nil { retryWatchAt = clock.now.advanced(by: Self.retryInterval) }
            return
        }
        if let previous, previous != inboxWatch { inotify.unwatch(previous) }
        rescan()
        report(.watching(folder: folders.inbox))
    }

    /// Notes every file in the inbox, as after the kernel's queue overflowed (whose opens and
    /// closes are lost: each file counts as closed).
    mutating func rescan() {
        forgetFiles()
        for name in FileStatus.names(in: folders.inbox) ?? [] { note(name) }
    }

    /// Notes that `name` was written or arrived: it is taken once closed and quiet for the
    /// settle time. `reporting` says whether to report it noted (not for a mere `IN_CREATE`,
    /// which a writer's close follows).
    mutating func note(_ name: String, reporting: Bool = true) {
        guard !InboxFileName.isIgnored(name) else { return }
        let path = folders.inbox + "/" + name
        guard let observed = FileStatus.observedFile(at: path, name: name) else {
            pending[name] = nil
            if !leftAlone.contains(name), let reason = FileStatus.reasonToLeave(name, at: path) {
                leftAlone.insert(name)
                report(.problem("\(name) in \(folders.inbox) is left where it is: \(reason)"))
            }
            return
        }
        pending[name] = PendingFile(deadline: clock.now.advanced(by: settings.settleTime), observed: observed)
        if reporting { report(.noted(name: name)) }
    }

    /// Forgets what was known of the files in the inbox, before they are listed again.
    private mutating func forgetFiles() {
        pending = [:]
        openCounts = [:]
        leftAlone = []
    }

    /// Applies one event about the entry `event.name` in the inbox.
    private mutating func handleEntry(_ event: InotifyEvent) {
        let name = event.name
        guard !name.isEmpty, !event.has(Int32(IN_ISDIR)) else { return }
        if event.has(Int32(IN_OPEN)) { openCounts[name, default: 0] += 1 }
        if event.has(Int32(IN_CLOSE_WRITE) | Int32(IN_CLOSE_NOWRITE)) {
            // A file open before the watch began closes without having been counted.
            let open = (openCounts[name] ?? 0) - 1
            openCounts[name] = open > 0 ? open : nil
        }
        if event.has(Int32(IN_DELETE) | Int32(IN_MOVED_FROM)) {
            pending[name] = nil
            openCounts[name] = nil
            leftAlone.remove(name)
        }
        if event.has(Int32(IN_CLOSE_WRITE) | Int32(IN_MOVED_TO)) {
            note(name)
        } else if event.has(Int32(IN_CREATE)) {
            // A hard link, or a FIFO, device or link made in place, sends nothing more.
            note(name, reporting: false)
        }
    }

    /// Applies the kernel's `events`.
    mutating func handle(_ events: [InotifyEvent]) {
        for event in events {
            if event.watch == -1, event.has(Int32(IN_Q_OVERFLOW)) {
                report(.problem("the kernel's event queue for \(folders.inbox) overflowed: listing the folder again"))
                rescan()
            } else if event.watch == inboxWatch {
                if event.has(Int32(IN_DELETE_SELF) | Int32(IN_MOVE_SELF) | Int32(IN_IGNORED)) {
                    report(.folderMissing(folder: folders.inbox, reason: "it was removed or moved away"))
                    // Replaced at once (a folder renamed over it)? Then it is there to watch now.
                    if FileStatus.isDirectory(folders.inbox) { watch() } else { dropInboxWatch() }
                } else {
                    handleEntry(event)
                }
            } else if event.watch == parentWatch {
                if event.has(Int32(IN_IGNORED)) {
                    parentWatch = nil
                    if inboxWatch == nil { retryWatchAt = clock.now.advanced(by: Self.retryInterval) }
                } else if event.name == inboxName, event.has(Int32(IN_ISDIR)) {
                    watch()
                }
            }
        }
    }

    private mutating func dropInboxWatch() {
        if let inboxWatch { inotify.unwatch(inboxWatch) }
        inboxWatch = nil
        forgetFiles()
    }

    /// Retries watching when it is time to.
    mutating func retryWatchingIfDue() {
        guard let retryWatchAt, retryWatchAt <= clock.now else { return }
        watch()
    }
}
