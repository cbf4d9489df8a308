import FoundationEssentials
import SignalStore

/// Writes report and export files into the configured output directory, durably and
/// atomically: a reader sees the old file or the new one, never a mix, and a crash leaves
/// the old one.
public protocol ReportWriting: Sendable {
    /// Replaces the file at `relativePath` (inside the output directory) with `contents`,
    /// creating missing directories; returns the absolute path once the file is durable.
    /// Throws `ReportError.pathOutsideOutputDirectory` for a path that would escape it.
    func write(_ contents: Data, to relativePath: String) throws -> String
    /// Starts replacing the file at `relativePath` as `write` does, with contents written a
    /// piece at a time to the file returned, which `commit()` puts in place: for files too
    /// large to hold in memory (the health exports).
    func create(_ relativePath: String) throws -> any ReportFile
}

/// A report file being written: its bytes go to a temporary file beside the target until
/// `commit()` makes them durable and renames them into place. One given up on (dropped
/// without a commit, or after a failed write) leaves nothing behind.
public protocol ReportFile: AnyObject {
    /// Appends `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws
    /// Makes what was written durable and puts it in place of the target; returns the
    /// target's absolute path. Nothing may be written after it. Without
    /// `synchronizingDirectory`, the rename is durable only after `synchronizeDirectory()`
    /// (of this file or another in its directory): for many files, one fsync of the directory.
    func commit(synchronizingDirectory: Bool) throws -> String
    /// Makes the renames into this file's directory durable.
    func synchronizeDirectory() throws
}

extension ReportFile {
    /// Makes what was written durable, in place of the target; returns the target's path.
    public func commit() throws -> String {
        try commit(synchronizingDirectory: true)
    }

    /// Appends `text` as UTF-8.
    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Appends `data`.
    public func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    /// Appends `bytes`.
    public func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }
}

/// Why a report or export was not written. Nothing was changed when one is thrown.
public enum ReportError: Error, Equatable, CustomStringConvertible, CodedError {
    /// No output directory was configured for the daemon.
    case noOutputDirectory
    /// The path would leave the output directory (`..`, an absolute path, a symbolic link).
    case pathOutsideOutputDirectory(String)
    /// Something other than a regular file (a symbolic link, a directory) is where the file
    /// goes; liftd replaces only files it could have written.
    case occupied(path: String, by: String)
    /// A field holds a value it may not.
    case invalidValue(field: String, problem: String)
    /// Writing failed.
    case writeFailed(path: String, reason: String)
    /// There is no weekly summary to render yet.
    case noSummary

    public var description: String {
        switch self {
        case .noOutputDirectory: "no output directory configured"
        case .pathOutsideOutputDirectory(let path):
            "'\(path)' is outside the output directory; expected a relative path without '..' that stays inside it"
        case .occupied(let path, let thing):
            "'\(path)' is \(thing) in the output directory; liftd replaces only regular files: remove it"
        case .invalidValue(let field, let problem): "\(field): \(problem)"
        case .writeFailed(let path, let reason): "cannot write '\(path)': \(reason)"
        case .noSummary: "no weekly summary yet: list weekly-volume before the summary writers"
        }
    }

    /// `invalid-field` for a refused value; otherwise the store's `use-case-failed`.
    public var code: String? {
        if case .invalidValue = self { return "invalid-field" }
        return nil
    }

    /// Only a refused value is the request's fault; the others are the output directory's.
    public var blamesSignal: Bool { code != nil }
}

/// The writer in effect until an output directory is configured: refuses every write.
struct UnconfiguredReportWriter: ReportWriting {
    func write(_ contents: Data, to relativePath: String) throws -> String { throw ReportError.noOutputDirectory }
    func create(_ relativePath: String) throws -> any ReportFile { throw ReportError.noOutputDirectory }
}
