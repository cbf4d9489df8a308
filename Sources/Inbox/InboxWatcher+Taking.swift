@preconcurrency import Glibc

extension InboxWatcher {
    /// Takes every file quiet since its deadline, in the order they became due; a file that
    /// changed meanwhile (still growing without a close) waits another settle time.
    mutating func takeDueFiles() async {
        let now = clock.now
        let due = pending.filter { $0.value.deadline <= now }.sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
        for (name, waiting) in due {
            if Task.isCancelled { return }
            pending[name] = nil
            guard let current = FileStatus.regularFile(at: folders.inbox + "/" + name, name: name) else { continue }
            guard current == waiting.file else {
                pending[name] = PendingFile(deadline: clock.now.advanced(by: settings.settleTime), file: current)
                continue
            }
            await take(current)
        }
    }

    /// Imports `file` from the inbox, or moves it to `done/` unread when it was imported before.
    mutating func take(_ file: ImportedFile) async {
        let source = folders.inbox + "/" + file.name
        do throws(InboxError) {
            if (try? memory.wasImported(file)) == true {
                let path = try InboxFolders.move(source, into: folders.done, as: file.name)
                report(.alreadyImported(name: file.name, path: path))
                return
            }
            let staged = try InboxFolders.move(source, into: folders.staging, as: file.name)
            await importStaged(staged, as: file)
        } catch {
            report(.problem("cannot take \(source): \(error)"))
        }
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
