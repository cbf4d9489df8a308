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
    /// The least severe level written; entries below it are dropped before they are built.
    public let leastSevereLevel: LogLevel
    private let write: @Sendable (LogLevel, String, [String: String]) -> Void

    /// A logger that hands each entry at `leastSevereLevel` or more severe to `write`.
    public init(
        leastSevereLevel: LogLevel = .debug, _ write: @escaping @Sendable (LogLevel, String, [String: String]) -> Void
    ) {
        self.leastSevereLevel = leastSevereLevel
        self.write = write
    }

    /// Writes one entry. Message and fields are only built when the level is written, so
    /// frequent debug entries cost nothing when debug logging is off.
    public func log(
        _ level: LogLevel, _ message: @autoclosure () -> String, fields: @autoclosure () -> [String: String] = [:]
    ) {
        guard level <= leastSevereLevel else { return }
        write(level, message(), fields())
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
