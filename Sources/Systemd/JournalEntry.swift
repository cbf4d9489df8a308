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
        for (name, value) in Self.journalFields(fields) {
            assignments.append("\(name)=\(value)")
        }
        self.assignments = assignments
    }

    /// The caller's fields under their journald names, sorted by those names.
    static func journalFields(_ fields: [String: String]) -> [(name: String, value: String)] {
        fields.map { (name: journalName(for: $0.key), value: $0.value) }.sorted { $0.name < $1.name }
    }

    /// The journald name for a caller's field name.
    static func journalName(for name: String) -> String {
        let valid = JournalFieldName(sanitizing: name).description
        return reservedNames.contains(valid) ? "LIFTD_\(valid)" : valid
    }
}
