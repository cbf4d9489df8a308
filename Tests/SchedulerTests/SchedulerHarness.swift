import Cron
import SchedulerContract
import TestSupport
import Testing
import Foundation
import Plugins
import SignalStore
import Synchronization
import WorkoutsSQLite
@testable import Scheduler
import ZoneInfo

/// A signal a test schedule sends; it asks for the scheduler's firing context.
struct ReportDue: ScheduleAwareSignal, Equatable {
    static let wireName = "report-due"
    var label: String = "weekly"
    var scheduleFiring: ScheduleFiring?
}

/// A scheduler over a real store and a real SQLite history on a temporary file, with a
/// clock and a waiter the test drives.
final class SchedulerHarness {
    let clock: ManualClock
    let waiter = ManualWaiter()
    let directory: TemporaryDirectory
    let store: Store<LiftdState>
    private let received = Recorder<ReportDue>()
    private let entries = Recorder<[String: String]>()

    /// `gate`, when given, holds every chain until it opens.
    init(now: Date, directory: TemporaryDirectory? = nil, gate: Gate? = nil) throws {
        clock = ManualClock(now)
        self.directory = try directory ?? TemporaryDirectory()
        let received = self.received
        store = Store(initialState: LiftdState(), useCases: [
            ClosureUseCase(on: ReportDue.self, name: "report") { signal, _ in
                received.append(signal)
                await gate?.wait()
                return .reply(["label": signal.label])
            },
        ])
    }

    var databasePath: String { directory.path + "/liftd.sqlite" }

    /// A scheduler for `schedules` on this harness's clock, waiter, store and database.
    func scheduler(_ schedules: [CompiledSchedule], random: RandomSource = .seeded(7)) throws -> Scheduler {
        let store = self.store
        let entries = self.entries
        return Scheduler(schedules: schedules, dependencies: SchedulerDependencies(
            wallClock: clock.wallClock, waiter: waiter, random: random,
            logger: Logger { _, _, fields in entries.append(fields) },
            history: try SQLiteScheduleHistory(path: databasePath),
            send: { signal, admitted in await store.send(signal, admitted: admitted) }))
    }

    /// Every signal the store's use case handled, in order.
    var signals: [ReportDue] { received.items }

    /// The journal fields of every log entry that has `field` set to `value`.
    func logFields(where field: String, is value: String) -> [[String: String]] {
        entries.items.filter { $0[field] == value }
    }
}

/// A compiled schedule sending `ReportDue`.
func schedule(
    _ name: String, _ cron: String, zone: String = "UTC", catchUp: Bool = true,
    jitter: Duration = .zero, enabled: Bool = true
) throws -> CompiledSchedule {
    let timeZone = try ZoneDirectory.system.zone(named: zone)
    return CompiledSchedule(
        name: name, cron: CronSchedule(try CronExpression(cron), timeZone: timeZone), timeZoneName: zone,
        signal: ReportDue(), catchUp: catchUp, jitter: jitter, enabled: enabled)
}

/// The instant `text` (ISO 8601 with an offset) names.
func instant(_ text: String) throws -> Date {
    try #require(ZonedTimestamp.parse(text, in: .utc))
}

/// Values appended from any thread, read by the test.
final class Recorder<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    func append(_ value: Value) { values.withLock { $0.append(value) } }
    var items: [Value] { values.withLock { $0 } }
}

/// A scheduler running in a task of the test's, as `SchedulerService` runs it in the daemon.
struct RunningScheduler {
    let task: Task<Void, Never>

    /// Cancels the run and returns once it has ended; firings in flight get 5 s to finish.
    func stop() async {
        task.cancel()
        await task.value
    }
}

extension Scheduler {
    /// Starts running this scheduler until the returned handle stops it.
    nonisolated func running() -> RunningScheduler {
        RunningScheduler(task: Task { await self.run(gracePeriod: .seconds(5)) })
    }
}
