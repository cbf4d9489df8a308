import Cron
import FoundationEssentials
import SchedulerContract
import SignalStore

/// The scheduler's log entries, each with journal fields: `LIFTD_SCHEDULE`, the scheduled and
/// actual time, lateness, missed count, skip reason, and the result once a firing ended.
enum FiringLog {
    static func started(_ schedule: CompiledSchedule, firing: ScheduleFiring, at now: Date, logger: Logger) {
        let kind = firing.isManual ? "run by hand" : firing.missedCount > 0 ? "catching up \(firing.missedCount) missed" : "fired"
        logger.log(.info, "schedule \(schedule.name): \(kind), sending \(schedule.signal.wireName)",
                   fields: fields(schedule, firing: firing, at: now, skipReason: "none"))
    }

    static func skipped(_ schedule: CompiledSchedule, firing: ScheduleFiring, at now: Date, reason: String, logger: Logger) {
        logger.log(.warning, "schedule \(schedule.name): skipped (\(reason)): its previous firing is still queued or running",
                   fields: fields(schedule, firing: firing, at: now, skipReason: reason))
    }

    static func dropped(_ schedule: CompiledSchedule, count: Int, at now: Date, logger: Logger) {
        let entry = [
            "LIFTD_SCHEDULE": schedule.name, "LIFTD_SIGNAL": schedule.signal.wireName,
            "LIFTD_ACTUAL_TIME": timestamp(now, schedule), "LIFTD_MISSED_COUNT": "\(count)",
            "LIFTD_SKIP_REASON": "catch-up-off",
        ]
        logger.log(.notice, "schedule \(schedule.name): \(count) missed run(s) dropped (catch-up is off)", fields: entry)
    }

    static func finished(_ schedule: CompiledSchedule, firing: ScheduleFiring, outcome: ChainOutcome, at now: Date, logger: Logger) {
        var entry = fields(schedule, firing: firing, at: now, skipReason: "none")
        let result = outcome.errors.first?.code ?? "ok"
        entry["LIFTD_RESULT"] = result
        entry["LIFTD_CHAIN"] = "\(outcome.chain)"
        if let error = outcome.errors.first {
            logger.log(.warning, "schedule \(schedule.name): failed: \(error)", fields: entry)
        } else {
            logger.log(.info, "schedule \(schedule.name): ok (chain \(outcome.chain))", fields: entry)
        }
    }

    private static func fields(_ schedule: CompiledSchedule, firing: ScheduleFiring, at now: Date, skipReason: String) -> [String: String] {
        let lateness = max(0, now.timeIntervalSince(firing.scheduledTime))
        return [
            "LIFTD_SCHEDULE": schedule.name,
            "LIFTD_SIGNAL": schedule.signal.wireName,
            "LIFTD_SCHEDULED_TIME": timestamp(firing.scheduledTime, schedule),
            "LIFTD_ACTUAL_TIME": timestamp(now, schedule),
            "LIFTD_LATENESS_MS": "\(Int64((lateness * 1000).rounded(.down)))",
            "LIFTD_MISSED_COUNT": "\(firing.missedCount)",
            "LIFTD_SKIP_REASON": skipReason,
            "LIFTD_MANUAL": firing.isManual ? "1" : "0",
        ]
    }

    private static func timestamp(_ instant: Date, _ schedule: CompiledSchedule) -> String {
        ZonedTimestamp.format(instant, in: schedule.cron.timeZone)
    }
}
