@preconcurrency import Glibc

extension InboxWatcher {
    /// Takes every file quiet since its deadline, in the order they became due. A file still
    /// open (a writer paused longer than the settle time), or changed meanwhile (growing
    /// without a close), waits another settle time.
    mutating func takeDueFiles() async {
        let now = clock.now
        let due = pending.filter { $0.value.deadline <= now }.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        for (name, waiting) in due {
            if Task.isCancelled { return }
            pending[name] = nil
            guard let current = FileStatus.observedFile(at: folders.inbox + "/" + name, name: name) else { continue }
            guard current == waiting.observed, openCounts[name] == nil else {
                waitAgain(current)
                continue
            }
            await take(current)
        }
    }

    /// Has `file` wait another settle time before it is taken.
    mutating func waitAgain(_ file: ObservedFile) {
        pending[file.file.name] = PendingFile(deadline: clock.now.advanced(by: settings.settleTime), observed: file)
    }

    /// Imports `file` from the inbox, or moves it to `done/` unread when it was imported before.
    ///
    /// What is imported is a private copy in `.inbox/`, made first: no writer can change it
    /// during the import. A file that changed while it was copied (its size, time, inode or
    /// status) is put back to wait for another settle time, its copy removed, so the import
    /// never reads half a write.
    mutating func take(_ observed: ObservedFile) async {
        let file = observed.file
        let source = folders.inbox + "/" + file.name
        do throws(InboxError) {
            if (try? memory.wasImported(file)) == true {
                let path = try InboxFolders.move(source, into: folders.done, as: file.name)
                report(.alreadyImported(name: file.name, path: path))
                return
            }
            let staged = try InboxFolders.copy(
                source, into: folders.staging, as: file.name, identity: (observed.device, observed.inode))
            guard FileStatus.observedFile(at: source, name: file.name) == observed else {
                unlink(staged)
                putBack(file.name)
                return
            }
            guard unlink(source) == 0 || errno == ENOENT else {
                let error = errno
                unlink(staged)
                throw InboxError.systemCall("unlink", path: source, errorNumber: error)
            }
            await importStaged(staged, as: file)
        } catch .replaced {
            putBack(file.name)
        } catch {
            report(.problem("cannot take \(source): \(error)"))
        }
    }

    /// Reports that `name` changed while it was taken, and has what is there now wait another
    /// settle time.
    private mutating func putBack(_ name: String) {
        report(.changedWhileTaken(name: name))
        if let current = FileStatus.observedFile(at: folders.inbox + "/" + name, name: name) { waitAgain(current) }
    }

    /// Imports files left in `.inbox/` by a liftd that stopped mid-import.
    mutating func takeLeftovers() async {
        for name in FileStatus.names(in: folders.staging) ?? [] {
            if Task.isCancelled { return }
            let path = folders.staging + "/" + name
            guard let file = FileStatus.regularFile(at: path, name: name) else { continue }
            if (try? memory.wasImported(file)) == true {
                do throws(InboxError) {
                    report(.alreadyImported(name: name, path: try InboxFolders.move(path, into: folders.done, as: name)))
                } catch {
                    report(.problem("cannot move \(path) to \(folders.done): \(error)"))
                }
                continue
            }
            await importStaged(path, as: file)
        }
    }

    /// Imports the staged file at `path` (the inbox's `file`), then moves it to `done/`, or
    /// to `failed/` with `NAME.error.txt`; an interrupted import leaves it staged.
    mutating func importStaged(_ path: String, as file: ImportedFile) async {
        let stagedName = String(path.split(separator: "/").last ?? "")
        let outcome = await importer.importFile(atRelativePath: InboxFolders.stagingName + "/" + stagedName)
        do throws(InboxError) {
            switch outcome {
            case .imported(let summary):
                do { try memory.remember(file) } catch {
                    report(.problem("cannot remember \(file.name) as imported: \(error)"))
                }
                let done = try InboxFolders.move(path, into: folders.done, as: file.name)
                report(.imported(name: file.name, path: done, summary: summary))
            case .refused(let reason):
                let failed = try InboxFolders.move(path, into: folders.failed, as: file.name, sidecar: ".error.txt")
                Self.writeErrorText("\(file.name) was not imported: \(reason)\n", to: failed + ".error.txt")
                report(.failed(name: file.name, path: failed, reason: reason))
            case .interrupted:
                return
            }
        } catch {
            report(.problem("cannot move \(path) out of \(folders.staging): \(error)"))
        }
    }

    /// Writes `text` to the new file `path` (mode 0600).
    static func writeErrorText(_ text: String, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Deletes what `done/` has held longer than the retention time, then plans the next prune.
    mutating func pruneDone() {
        nextPrune = clock.now.advanced(by: Self.pruneInterval)
        let oldest = wallClock() - Double(settings.doneRetention.components.seconds)
        for name in FileStatus.names(in: folders.done) ?? [] {
            let path = folders.done + "/" + name
            guard let arrived = FileStatus.statusChangeTime(at: path), arrived < oldest else { continue }
            if unlink(path) == 0 { report(.deleted(path: path)) }
        }
    }
}
