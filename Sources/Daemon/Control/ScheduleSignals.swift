import Plugins
import SignalStore

/// `schedules` (read): each schedule with its last run, last result, next fire in its zone and
/// in UTC, enabled, catch-up and jitter.
public struct Schedules: Signal, Equatable {
    public static let wireName = "schedules"
    public static let access = SignalAccess.read
    /// Asks for the schedules.
    public init() {}
}

/// `run-schedule name=…` (operator): fires one schedule now, even a disabled one, and answers
/// with its chain's outcome.
public struct RunSchedule: Signal, Equatable {
    public static let wireName = "run-schedule"
    /// The schedule's name.
    public var name: String

    /// Asks to run the schedule called `name`.
    public init(name: String) { self.name = name }
}

/// Answers `schedules` and `run-schedule` through the running scheduler. Listed among the
/// daemon's built-ins, so no configured use case can shadow them.
public struct ScheduleControlUseCase: UseCase {
    @Dependency(\.schedulerControl) private var scheduler

    public let name = "schedules"
    public let handledSignals: [any Signal.Type] = [Schedules.self, RunSchedule.self]

    /// The use case.
    public init() {}

    public func handle(_ signal: any Signal, state: LiftdState) async throws -> UseCaseResult<LiftdState> {
        switch signal {
        case is Schedules:
            return .reply(try await scheduler.summaries())
        case let request as RunSchedule:
            // The firing runs as a chain of its own after this one; the request handler awaits it.
            return .reply(RunScheduleReply.Pending(try await scheduler.runByHand(request.name)))
        default:
            return .notHandled
        }
    }
}

extension UseCase where Self == ScheduleControlUseCase {
    /// The built-in `schedules` and `run-schedule`.
    public static var scheduleControl: Self { ScheduleControlUseCase() }
}
