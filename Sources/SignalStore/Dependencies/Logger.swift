#if canImport(Glibc)
@preconcurrency import Glibc
#endif

private enum LoggerKey: DependencyKey {
    static var liveValue: Logger { .standardError }
    static let name = "logger"
}

/// Severity of a log entry, with syslog's numbers.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable {
    case emergency = 0, alert, critical, error, warning, notice, info, debug

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where use cases and the store write what happened.
///
/// `fields` carry structured context (e.g. `LIFTD_SIGNAL`) for a journal; a plain sink may
/// ignore them.
public struct Logger: Sendable {
    private let write: @Sendable (LogLevel, String, [String: String]) -> Void

    /// A logger that hands each entry to `write`.
    public init(_ write: @escaping @Sendable (LogLevel, String, [String: String]) -> Void) {
        self.write = write
    }

    /// Writes one entry.
    public func log(_ level: LogLevel, _ message: String, fields: [String: String] = [:]) {
        write(level, message, fields)
    }

    /// Lines on standard error with sd-daemon's `<N>` priority prefix.
    public static var standardError: Self {
        Self { level, message, _ in
            let line = "<\(level.rawValue)>\(message)\n"
            _ = line.withCString { fputs($0, stderr) }
        }
    }

    /// A logger that drops everything.
    public static var discarding: Self { Self { _, _, _ in } }
}

extension DependencyValues {
    /// The log.
    public var logger: Logger {
        get { self[LoggerKey.self] }
        set { self[LoggerKey.self] = newValue }
    }
}
