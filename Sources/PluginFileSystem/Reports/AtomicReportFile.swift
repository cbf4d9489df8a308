#if canImport(Glibc)
@preconcurrency import Glibc
#endif
import Plugins

/// A report file `AtomicFileWriter.create` started: bytes are gathered in a small buffer and
/// written to a temporary file beside the target, which `commit()` fsyncs, renames over the
/// target and follows with an fsync of the directory. Dropped without a commit, or once a
/// write failed, it removes its temporary file. A class: it owns the open file.
final class AtomicReportFile: ReportFile {
    /// How many bytes are gathered before they are written: few system calls, little memory.
    static let bufferCapacity = 65_536

    private let temporary: String
    private let target: String
    private let directory: String
    private let beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)?
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Opens `temporary` (new, never through a symbolic link) for a file that becomes `target` in
    /// `directory` on commit; `beforeRename` runs between the fsync and the rename.
    init(temporary: String, target: String, directory: String,
         beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)?) throws {
        descriptor = try DurableFiles.openNew(temporary)
        self.temporary = temporary
        self.target = target
        self.directory = directory
        self.beforeRename = beforeRename
        buffer.reserveCapacity(Self.bufferCapacity)
    }

    deinit { abandon() }

    func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard descriptor >= 0 else { throw ReportError.writeFailed(path: temporary, reason: "written after it was closed") }
        if buffer.count + bytes.count > Self.bufferCapacity { try flush() }
        if bytes.count >= Self.bufferCapacity {
            try writeOut(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    func commit(synchronizingDirectory: Bool) throws -> String {
        guard descriptor >= 0 else { throw ReportError.writeFailed(path: temporary, reason: "committed after it was closed") }
        do {
            try flush()
            guard fsync(descriptor) == 0 else { throw DurableFiles.failure(temporary, "fsync") }
            close(descriptor)
            descriptor = -1
            try beforeRename?(temporary)
            guard rename(temporary, target) == 0 else { throw DurableFiles.failure(target, "rename") }
        } catch {
            abandon()
            throw error
        }
        if synchronizingDirectory { try DurableFiles.synchronizeDirectory(directory) }
        return target
    }

    func synchronizeDirectory() throws {
        try DurableFiles.synchronizeDirectory(directory)
    }

    /// Writes the gathered bytes out.
    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try buffer.withUnsafeBytes { try writeOut($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes `bytes` to the temporary file; a failure gives the file up.
    private func writeOut(_ bytes: UnsafeRawBufferPointer) throws {
        do {
            try DurableFiles.writeAll(bytes, to: descriptor, path: temporary)
        } catch {
            abandon()
            throw error
        }
    }

    /// Closes and removes the temporary file unless it was committed.
    private func abandon() {
        buffer = []
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        // After a commit the temporary name is gone (renamed), so this removes nothing.
        unlink(temporary)
    }
}
