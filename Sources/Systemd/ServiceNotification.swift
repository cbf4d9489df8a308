/// One message for the service manager: a list of `NAME=value` assignments sent together
/// (sd_notify(3)), e.g. `READY=1` plus a `STATUS=` text.
public struct ServiceNotification: Sendable, Equatable {
    /// One `NAME=value` line of a notification.
    public struct Assignment: Sendable, Equatable {
        /// The variable, e.g. `READY`.
        public let name: String
        /// Its value, without newlines.
        public let value: String
    }

    /// The assignments, in the order they are sent.
    public private(set) var assignments: [Assignment]

    private init(_ name: String, _ value: String) {
        assignments = [Assignment(name: name, value: value)]
    }

    /// Start-up (or a reload) is finished and the service is ready.
    public static let ready = Self("READY", "1")

    /// Keep-alive for the service manager's watchdog.
    public static let watchdog = Self("WATCHDOG", "1")

    /// The service is shutting down.
    public static let stopping = Self("STOPPING", "1")

    /// A one-line status text shown by `systemctl status`. Newlines become spaces.
    public static func status(_ text: String) -> Self {
        Self("STATUS", String(text.map { $0.isNewline ? " " : $0 }))
    }

    /// The service is reloading its configuration; `READY=1` must follow when done.
    /// `monotonicMicroseconds` is when the reload began, on `CLOCK_MONOTONIC`.
    public static func reloading(
        monotonicMicroseconds: UInt64 = MonotonicTime.nowMicroseconds()
    ) -> Self {
        Self("RELOADING", "1").adding(Self("MONOTONIC_USEC", String(monotonicMicroseconds)))
    }

    /// This notification followed by `other`'s assignments, sent as one message.
    public func adding(_ other: Self) -> Self {
        var combined = self
        combined.assignments += other.assignments
        return combined
    }

    /// The text handed to `sd_notify`: one `NAME=value` per line.
    public var text: String {
        assignments.map { "\($0.name)=\($0.value)" }.joined(separator: "\n")
    }
}
