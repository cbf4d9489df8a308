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
    /// The watch on the inbox folder, while it exists.
    var inboxWatch: Int32?
    /// The watch on the folder holding the inbox, to see the inbox come back.
    var parentWatch: Int32?
    /// When to try watching again when neither the inbox nor its parent could be watched.
    var retryWatchAt: WatchClock.Instant?
    /// When `done/` is next pruned.
    var nextPrune: WatchClock.Instant

    static var inboxEvents: Int32 {
        Int32(IN_CLOSE_WRITE) | Int32(IN_MOVED_TO) | Int32(IN_DELETE_SELF) | Int32(IN_MOVE_SELF) | Int32(IN_ONLYDIR)
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
        pending = [:]
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

    /// Notes every file in the inbox, as after the kernel's queue overflowed.
    mutating func rescan() {
        for name in FileStatus.names(in: folders.inbox) ?? [] { note(name) }
    }

    /// Notes that `name` was written: it is taken once quiet for the settle time.
    mutating func note(_ name: String) {
        guard !InboxFileName.isIgnored(name) else { return }
        let path = folders.inbox + "/" + name
        guard let file = FileStatus.regularFile(at: path, name: name) else {
            pending[name] = nil
            if let reason = FileStatus.reasonToLeave(name, at: path) {
                report(.problem("\(name) in \(folders.inbox) is left where it is: \(reason)"))
            }
            return
        }
        pending[name] = PendingFile(deadline: clock.now.advanced(by: settings.settleTime), file: file)
        report(.noted(name: name))
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
                } else if event.has(Int32(IN_CLOSE_WRITE) | Int32(IN_MOVED_TO)), !event.has(Int32(IN_ISDIR)) {
                    note(event.name)
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
        pending = [:]
    }

    /// Retries watching when it is time to.
    mutating func retryWatchingIfDue() {
        guard let retryWatchAt, retryWatchAt <= clock.now else { return }
        watch()
    }
}
