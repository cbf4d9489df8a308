import SchedulerContract

extension Scheduler {
    /// Every schedule's health for `metrics` (when it last succeeded, how late it last
    /// fired), in config order. The last success survives a restart when the
    /// last run succeeded (the history keeps the last run only).
    public func health() -> [ScheduleMetrics] {
        schedules.map { schedule in
            let record = record(named: schedule.name)
            let stored = record?.lastResult == "ok" ? record?.lastRunAt : nil
            return ScheduleMetrics(
                name: schedule.name, lastSuccess: lastSuccesses[schedule.name] ?? stored,
                latenessSeconds: latenesses[schedule.name])
        }
    }
}
