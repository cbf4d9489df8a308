#if canImport(Glibc)
import Glibc
#endif

/// Where log entries go: journald's native protocol (structured fields) or standard error
/// with `<N>` prefixes.
public enum LogDestination: Sendable, Equatable {
    /// journald, through `sd_journal_sendv`.
    case journal
    /// Standard error lines, for a supervisor without a journal or an interactive run.
    case standardError

    /// The path of journald's native socket.
    public static let journalSocketPath = "/run/systemd/journal/socket"

    /// The journal when standard error is connected to it (`JOURNAL_STREAM` names stderr's
    /// device and inode), or when journald's socket exists and standard error is not a
    /// terminal (someone running `liftd` by hand wants to see the log); else standard error.
    /// `standardError` is the descriptor standard error is written to.
    public static func detected(
        environment: [String: String],
        journalSocketPath: String = journalSocketPath,
        standardError: Int32 = STDERR_FILENO
    ) -> Self {
        if let stream = environment["JOURNAL_STREAM"], stream == identity(of: standardError) {
            return .journal
        }
        if isatty(standardError) == 0, access(journalSocketPath, F_OK) == 0 {
            return .journal
        }
        return .standardError
    }

    /// A descriptor's `device:inode`, the form of `JOURNAL_STREAM`, or `nil` if it is closed.
    static func identity(of descriptor: Int32) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino)"
    }
}
