import FoundationEssentials
import MessageText
import SchedulerContract
import SignalStore

extension Scheduler {
    /// Starts `schedule` now, whether or not it is enabled (`run-schedule`). The firing's task
    /// ends with its chain's outcome; throws when the name is unknown or a firing of the
    /// schedule is still in flight.
    public func runByHand(_ name: String) throws(ScheduleRunRefusal) -> ManualFiring {
        guard let schedule = schedules.first(where: { $0.name == name }) else {
            throw .unknownSchedule(name, nearest: ScheduleRunRefusal.nearest(to: name, in: schedules.map(\.name)))
        }
        let now = dependencies.wallClock.now
        let firing = ScheduleFiring(schedule: name, scheduledTime: now, missedCount: 0, isManual: true)
        guard firings[name] == nil else {
            FiringLog.skipped(schedule, firing: firing, at: now, reason: "overlap", logger: dependencies.logger)
            throw .overlap(name)
        }
        let chain = FiringChain()
        return ManualFiring(
            schedule: name, startedAt: now, outcome: startFiring(schedule, firing: firing, at: now, chain: chain), chain: chain)
    }

    /// Sends `schedule`'s signal carrying `firing`, tracked in `firings` until it finished;
    /// `chain` learns the chain's id once the store admitted it.
    @discardableResult
    func startFiring(
        _ schedule: CompiledSchedule, firing: ScheduleFiring, at now: Date, chain: FiringChain = FiringChain()
    ) -> Task<ChainOutcome, Never> {
        FiringLog.started(schedule, firing: firing, at: now, logger: dependencies.logger)
        if !firing.isManual { latenesses[schedule.name] = max(0, now.timeIntervalSince(firing.scheduledTime)) }
        let signal = Self.signal(of: schedule, carrying: firing)
        let send = dependencies.send
        let task = dependencies.task {
            let outcome = await send(signal) { chain.admit($0) }
            await self.finished(schedule, firing: firing, startedAt: now, outcome: outcome)
            return outcome
        }
        firings[schedule.name] = task
        return task
    }

    /// Records how a firing ended and refreshes what is announced as next.
    private func finished(_ schedule: CompiledSchedule, firing: ScheduleFiring, startedAt: Date, outcome: ChainOutcome) async {
        firings[schedule.name] = nil
        let result = outcome.errors.first?.code ?? "ok"
        var record = record(named: schedule.name) ?? ScheduleRecord(handledThrough: startedAt)
        record.lastRunAt = startedAt
        record.lastResult = result
        if result == "ok" { lastSuccesses[schedule.name] = startedAt }
        save(record, named: schedule.name)
        FiringLog.finished(schedule, firing: firing, outcome: outcome, at: dependencies.wallClock.now, logger: dependencies.logger)
        await dependencies.upcomingChanged(upcoming)
    }

    /// The schedule's signal, carrying `firing` when the signal asks for it.
    static func signal(of schedule: CompiledSchedule, carrying firing: ScheduleFiring) -> any Signal {
        guard var aware = schedule.signal as? any ScheduleAwareSignal else { return schedule.signal }
        aware.scheduleFiring = firing
        return aware
    }
}

/// A schedule started by hand, and the way to its outcome.
public struct ManualFiring: Sendable {
    /// The schedule's name.
    public let schedule: String
    /// When it was started.
    public let startedAt: Date
    /// Ends with the chain's outcome.
    public let outcome: Task<ChainOutcome, Never>
    /// The chain the firing runs as, once the store admitted it.
    public var chain = FiringChain()
}

/// Why `run-schedule` did not start a firing.
public enum ScheduleRunRefusal: Error, Equatable, CustomStringConvertible {
    /// No schedule has this name; the nearest names are listed.
    case unknownSchedule(String, nearest: [String])
    /// The schedule's previous firing is still queued or running.
    case overlap(String)

    /// A stable code for the control socket.
    public var code: String {
        switch self {
        case .unknownSchedule: "unknown-schedule"
        case .overlap: "overlap"
        }
    }

    public var description: String {
        switch self {
        case .unknownSchedule(let name, let nearest):
            let hint = nearest.isEmpty ? "no schedules are configured" : "nearest: \(nearest.joined(separator: ", "))"
            return "no schedule named '\(name)' (\(hint))"
        case .overlap(let name):
            return "schedule '\(name)' is still running its previous firing; not started again"
        }
    }

    /// Up to three of `names`, nearest to `name` first.
    static func nearest(to name: String, in names: [String]) -> [String] {
        let lowered = name.lowercased()
        return names
            .map { (name: $0, distance: Suggestion.editDistance(lowered, $0.lowercased())) }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
            .prefix(3)
            .map(\.name)
    }
}
