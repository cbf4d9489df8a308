import ControlProtocol
import SignalStore

extension EventBus {
    /// A logger for the scheduler that writes to `base` and announces, from the journal
    /// fields of the scheduler's entries, `schedule-fired` when a firing's chain ended and
    /// `schedule-skipped` when a firing was skipped or missed ones were dropped.
    func schedulerLogger(wrapping base: Logger) -> Logger {
        Logger(leastSevereLevel: max(base.leastSevereLevel, .info)) { level, message, fields in
            base.log(level, message, fields: fields)
            self.scheduleLogged(fields)
        }
    }

    /// The event a scheduler log entry with `fields` stands for, if any.
    func scheduleLogged(_ fields: [String: String]) {
        guard let schedule = fields["LIFTD_SCHEDULE"] else { return }
        let skipReason = fields["LIFTD_SKIP_REASON"] ?? "none"
        if let result = fields["LIFTD_RESULT"] {
            publish(.scheduleFired) {
                var members = Self.scheduleMembers(schedule, fields)
                members["result"] = .string(result)
                members["chain"] = fields["LIFTD_CHAIN"].flatMap { Int($0) }.map(JSONValue.integer)
                members["manual"] = .bool(fields["LIFTD_MANUAL"] == "1")
                return members
            }
        } else if skipReason != "none" {
            publish(.scheduleSkipped) {
                var members = Self.scheduleMembers(schedule, fields)
                members["reason"] = .string(skipReason)
                return members
            }
        }
    }

    private static func scheduleMembers(_ schedule: String, _ fields: [String: String]) -> [String: JSONValue] {
        var members: [String: JSONValue] = ["schedule": .string(schedule)]
        members["signal"] = fields["LIFTD_SIGNAL"].map(JSONValue.string)
        members["scheduledTime"] = fields["LIFTD_SCHEDULED_TIME"].map(JSONValue.string)
        members["missedCount"] = fields["LIFTD_MISSED_COUNT"].flatMap { Int($0) }.map(JSONValue.integer)
        return members
    }
}
