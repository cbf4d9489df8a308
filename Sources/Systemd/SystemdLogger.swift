import CSystemd
import FoundationEssentials
import Glibc
import SignalStore

extension Logger {
    /// The daemon's log under systemd: entries at `minimumLevel` or more severe go to
    /// `destination` — journald with structured fields, or standard error lines. An entry
    /// journald refuses is written to standard error instead, so nothing is lost.
    public static func systemd(
        minimumLevel: LogLevel = .info,
        identifier: String = "liftd",
        destination: LogDestination = .detected(environment: ProcessInfo.processInfo.environment)
    ) -> Self {
        Self(leastSevereLevel: minimumLevel) { level, message, fields in
            if destination == .journal {
                let entry = JournalEntry(level: level, message: message, fields: fields, identifier: identifier)
                if JournalWriter.send(entry) { return }
            }
            StandardErrorWriter.write(StandardErrorLine.format(level: level, message: message, fields: fields))
        }
    }
}

/// Hands entries to journald's native protocol.
enum JournalWriter {
    /// Sends `entry`; returns whether journald took it.
    static func send(_ entry: JournalEntry) -> Bool {
        let lengths = entry.assignments.map(\.utf8.count)
        let bytes = entry.assignments.flatMap(\.utf8)
        return bytes.withUnsafeBytes { buffer in
            var offset = 0
            let vectors = lengths.map { length in
                defer { offset += length }
                return iovec(iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress?.advanced(by: offset)),
                             iov_len: length)
            }
            return sd_journal_sendv(vectors, Int32(vectors.count)) >= 0
        }
    }
}

/// Writes whole lines to standard error with one `write` each, so concurrent entries do not
/// interleave.
enum StandardErrorWriter {
    /// Writes `line` (retrying on interruption and short writes).
    static func write(_ line: String) {
        var bytes = Array(line.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }
}
