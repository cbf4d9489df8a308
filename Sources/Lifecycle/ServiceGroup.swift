/// Runs services in one declared order, by structured concurrency: each service runs in a
/// child task, and the next one starts only once the one before it said it started. When any
/// service ends (its way of asking for a stop) or fails, the others are stopped in reverse
/// order, each cancelled only after every service started after it has ended. Cancelling the
/// task running the group cancels every service at once.
public struct ServiceGroup: Sendable {
    /// The services, in the order they start.
    public let services: [any Service]

    /// A group of `services`, started in this order and stopped in reverse.
    public init(_ services: [any Service]) {
        self.services = services
    }

    /// Starts the services and returns once all have ended: after one of them returned, or
    /// the task was cancelled. Throws the first service's failure (`ServiceFailure`), after
    /// stopping the rest.
    public func run() async throws(ServiceFailure) {
        let (events, sink) = AsyncStream.makeStream(of: ServiceEvent.self)
        let stops = services.map { _ in Latch() }
        var progress = ServiceProgress(count: services.count)
        await withTaskGroup(of: Void.self) { group in
            var iterator = events.makeAsyncIterator()
            starting: for (index, service) in services.enumerated() {
                let stop = stops[index]
                group.addTask { await Self.run(service, at: index, stop: stop, events: sink) }
                progress.launched(index)
                while !progress.hasStarted(index) {
                    guard let event = await iterator.next() else { return }
                    progress.record(event)
                    if progress.shouldStop { break starting }
                }
            }
            while !progress.shouldStop {
                guard let event = await iterator.next() else { return }
                progress.record(event)
            }
            for index in services.indices.reversed() where progress.isRunning(index) {
                stops[index].open()
                while progress.isRunning(index) {
                    guard let event = await iterator.next() else { return }
                    progress.record(event)
                }
            }
        }
        if let (index, error) = progress.firstFailure {
            throw ServiceFailure(service: services[index].name, error: error)
        }
    }

    /// Runs `service` until it ends or `stop` opens, then cancels it and waits for its end.
    private static func run(
        _ service: any Service, at index: Int, stop: Latch, events: AsyncStream<ServiceEvent>.Continuation
    ) async {
        let failure = await withTaskGroup(of: ServiceRunEnd.self) { group in
            group.addTask {
                do {
                    try await service.run(started: ServiceStart(index: index, events: events))
                    return .returned
                } catch {
                    return .threw(error)
                }
            }
            group.addTask {
                await stop.wait()
                return .stopRequested
            }
            var failure: (any Error)?
            while let end = await group.next() {
                switch end {
                case .stopRequested: group.cancelAll()
                case .returned: group.cancelAll()
                case .threw(let error):
                    // A service cancelled on purpose may throw CancellationError; that is its stop.
                    if !(stop.isOpen && error is CancellationError) { failure = error }
                    group.cancelAll()
                }
            }
            return failure
        }
        events.yield(.ended(index, failure))
    }
}

/// How one child task of a service ended.
private enum ServiceRunEnd: Sendable {
    case returned
    case threw(any Error)
    case stopRequested
}

/// A service of a group failed: it threw, before or after it started.
public struct ServiceFailure: Error, CustomStringConvertible {
    /// The failing service's name.
    public let service: String
    /// What it threw.
    public let error: any Error

    public var description: String { "\(service): \(error)" }
}
