/// A long-lived part of a process (a socket server, a scheduler, a signal listener) that a
/// `ServiceGroup` starts and stops in a declared order.
public protocol Service: Sendable {
    /// Names the service in logs and errors.
    var name: String { get }

    /// Sets the service up, calls `started.markStarted()` once it serves, then serves until
    /// the task is cancelled and returns once it has wound down. Returning without being
    /// cancelled asks the group to stop; throwing stops the group with that failure.
    func run(started: ServiceStart) async throws
}

/// How a running service tells its group that it is up, so the next one may start.
public struct ServiceStart: Sendable {
    let index: Int
    let events: AsyncStream<ServiceEvent>.Continuation

    /// Says the service serves; calling it again does nothing.
    public func markStarted() {
        events.yield(.started(index))
    }
}

/// What a group hears from its services.
enum ServiceEvent: Sendable {
    /// The service at this index serves.
    case started(Int)
    /// The service at this index returned (`nil`) or threw.
    case ended(Int, (any Error)?)
}
