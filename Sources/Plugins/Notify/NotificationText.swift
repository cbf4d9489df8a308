import FoundationEssentials
import JSONValues
import SignalStore
import Workouts

/// A notification as text: one line for people, and its fields by name for templates.
public struct NotificationText: Sendable, Codable {
    /// The signal's wire name.
    public let signal: String
    /// Each field of the signal: strings as they are, other values as compact JSON
    /// (`JSONOutput`'s: instants in ISO 8601 UTC, numbers to 0.01).
    public let fields: [String: String]
    /// The whole signal as a JSON object, `{"fields":{…},"signal":"…"}`, as `JSONOutput` writes it.
    public let json: String
    /// One line for people, e.g. `weekly-summary (markdown) for 2025-W38 ready: /…/2025-W38.md`.
    public let summary: String

    /// The text of `signal`.
    public init(_ signal: any Signal) {
        self.signal = signal.wireName
        var members: [String: JSONValue] = [:]
        if case .object(let object)? = try? JSONOutput.encoded(signal) { members = object }
        var fields: [String: String] = [:]
        for (key, value) in members {
            if case .string(let text) = value {
                fields[key] = text
            } else {
                fields[key] = value.rendered
            }
        }
        self.fields = fields
        self.json = JSONValue.object(["fields": .object(members), "signal": .string(signal.wireName)]).rendered
        self.summary = Self.summary(of: signal, fields: fields)
    }

    private static func summary(of signal: any Signal, fields: [String: String]) -> String {
        if let ready = signal as? ReportReady {
            let week = ready.week.map { " for \($0)" } ?? ""
            return "\(ready.report) (\(ready.format))\(week) ready: \(ready.paths.joined(separator: ", "))"
        }
        if let backup = signal as? BackupFinished {
            let rows = ["workouts", "sets"].map { "\(backup.counts[$0] ?? 0) \($0)" }.joined(separator: ", ")
            let removed = backup.removed.isEmpty ? "" : "; removed \(backup.removed.count) older copies"
            return "backup written: \(backup.file) (\(backup.size) bytes; \(rows))\(removed)"
        }
        if let progression = signal as? Progression {
            let lift = LiftKey(exercise: progression.exercise, track: progression.track)
            return "\(progression.program): \(lift) \(progression.why)"
        }
        if let reminder = signal as? SessionReminder { return reminder.text }
        if let failed = signal as? SignalFailed {
            return "\(failed.failedSignal) failed (\(failed.code)): \(failed.message)"
        }
        let listed = fields.keys.sorted().map { "\($0)=\(fields[$0] ?? "")" }.joined(separator: " ")
        return listed.isEmpty ? signal.wireName : "\(signal.wireName): \(listed)"
    }
}
