import FoundationEssentials
import SchedulerContract
import Workouts

/// The series liftd exposes, as metric families: the daemon's own numbers (when it runs)
/// and the training numbers. Names follow Prometheus' conventions: the `liftd_` prefix,
/// base units in the name, `_total` on counters.
enum LiftdMetrics {
    /// Every family for `runtime` (left out when nil) and `training`.
    static func families(runtime: RuntimeMetrics?, training: TrainingMetrics) -> [MetricFamily] {
        (runtime.map(runtimeFamilies) ?? []) + trainingFamilies(training)
    }

    static func runtimeFamilies(_ runtime: RuntimeMetrics) -> [MetricFamily] {
        [
            MetricFamily("liftd_build_info", .gauge, help: "liftd's version, as the version label; always 1",
                         samples: [MetricSample(1, labels: ["version": runtime.version])]),
            MetricFamily("liftd_chains_total", .counter, help: "Chains finished since liftd started, by result (ok or failed)",
                         samples: [MetricSample(Double(runtime.chainsSucceeded), labels: ["result": "ok"]),
                                   MetricSample(Double(runtime.chainsFailed), labels: ["result": "failed"])]),
            MetricFamily("liftd_errors_total", .counter, help: "Errors since liftd started (those status lists), by error code",
                         samples: runtime.errorsByCode.map { MetricSample(Double($0.value), labels: ["code": $0.key]) }),
            MetricFamily("liftd_queue_depth", .gauge, help: "Chains waiting in the store's queue",
                         value: Double(runtime.queueDepth)),
            MetricFamily("liftd_clients_connected", .gauge, help: "Clients connected to the control socket",
                         value: Double(runtime.clients)),
            MetricFamily("liftd_event_subscribers", .gauge, help: "Clients streaming events (subscribe), counted in liftd_clients_connected too",
                         value: Double(runtime.subscribers)),
            MetricFamily("liftd_schedule_last_success_timestamp_seconds", .gauge,
                         help: "When each schedule's last successful run started, in seconds since the Unix epoch",
                         samples: runtime.schedules.compactMap { schedule in
                             schedule.lastSuccess.map {
                                 MetricSample($0.timeIntervalSince1970, labels: ["schedule": schedule.name])
                             }
                         }),
            MetricFamily("liftd_schedule_lateness_seconds", .gauge,
                         help: "How late each schedule's last scheduled firing started, jitter included",
                         samples: runtime.schedules.compactMap { schedule in
                             schedule.latenessSeconds.map { MetricSample($0, labels: ["schedule": schedule.name]) }
                         }),
        ] + notificationFamilies(runtime.notifications)
    }

    static func notificationFamilies(_ notifications: NotificationMetrics) -> [MetricFamily] {
        func samples(_ counts: [String: Int]) -> [MetricSample] {
            counts.map { MetricSample(Double($0.value), labels: ["notifier": $0.key]) }
        }
        return [
            MetricFamily("liftd_notifications_queued", .gauge, help: "Notifications waiting in each notifier's outbox queue",
                         samples: samples(notifications.queued)),
            MetricFamily("liftd_notifications_dropped_total", .counter,
                         help: "Notifications dropped from a notifier's full outbox queue (the oldest first)",
                         samples: samples(notifications.dropped)),
            MetricFamily("liftd_notifications_failed_total", .counter,
                         help: "Notifications a notifier could not deliver in the attempts allowed",
                         samples: samples(notifications.undelivered)),
        ]
    }

    static func trainingFamilies(_ training: TrainingMetrics) -> [MetricFamily] {
        [
            MetricFamily("liftd_week_working_sets", .gauge,
                         help: "Working sets credited to each muscle group this week, as volume counts them",
                         samples: training.workingSets.map {
                             MetricSample($0.sets, labels: ["muscle_group": $0.muscleGroup.rawValue])
                         }),
            // Grams, Prometheus' base unit of mass (promtool refuses kilograms).
            MetricFamily("liftd_estimated_one_rep_max_grams", .gauge,
                         help: "Best estimated one-rep max of each tracked lift over the twelve weeks to this week, in grams",
                         samples: training.estimatedMaxima.map {
                             MetricSample(($0.value * 1000).rounded(), labels: ["exercise": $0.key])
                         }),
        ]
    }
}
