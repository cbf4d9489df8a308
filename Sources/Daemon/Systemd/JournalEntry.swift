import SignalStore

/// One log entry as journald fields: `MESSAGE`, `PRIORITY`, `SYSLOG_IDENTIFIER`, then the
/// caller's fields by name, each name made valid for journald.
public struct JournalEntry: Sendable, Equatable {
    /// The fields this logger sets itself; a caller's field of the same name gets a prefix.
    static let reservedNames: Set<String> = ["MESSAGE", "PRIORITY", "SYSLOG_IDENTIFIER"]

    /// `NAME=value` strings in the order they are sent.
    public let assignments: [String]

    /// The entry for one log call.
    public init(level: LogLevel, message: String, fields: [String: String], identifier: String) {
        var assignments = [
            "MESSAGE=\(message)",
            "PRIORITY=\(level.rawValue)",
            "SYSLOG_IDENTIFIER=\(identifier)",
        ]
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            assignments.append("\(Self.journalName(for: name))=\(value)")
        }
        self.assignments = assignments
    }

    /// The journald name for a caller's field name.
    static func journalName(for name: String) -> String {
        let valid = JournalFieldName(sanitizing: name).description
        return reservedNames.contains(valid) ? "LIFTD_\(valid)" : valid
    }
}
