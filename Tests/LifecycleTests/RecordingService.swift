import Lifecycle
import Synchronization

/// What the services of a test did, in order, and a way to wait for a given entry.
final class ServiceLog: Sendable {
    private let entries = Mutex<[String]>([])
    private let appended: AsyncStream<String>.Continuation
    private let stream: AsyncStream<String>

    init() {
        (stream, appended) = AsyncStream.makeStream(of: String.self)
    }

    /// Every entry so far.
    var all: [String] { entries.withLock { $0 } }

    func append(_ entry: String) {
        entries.withLock { $0.append(entry) }
        appended.yield(entry)
    }

    /// Returns once `entry` has been appended, reading on from where the previous wait stopped
    /// (the suite's time limit bounds the wait); throws naming the entry when the log ends.
    func waitFor(_ entry: String) async throws {
        for await next in stream where next == entry { return }
        throw LogEnded(waitingFor: entry, entries: all)
    }
}

/// The log ended before the entry a test waited for.
struct LogEnded: Error, CustomStringConvertible {
    let waitingFor: String
    let entries: [String]
    var description: String { "waited for '\(waitingFor)' in vain; the log holds \(entries)" }
}

/// A failure a test service throws.
struct PlannedFailure: Error, Equatable {}

/// A service that logs `<name> start`, `<name> stop` (when cancelled) and `<name> stopped`,
/// and can be held before it says it started or before it finishes stopping, or fail.
struct RecordingService: Service {
    enum Failure: Sendable {
        case beforeStarting
        case afterStarting
    }

    let name: String
    let log: ServiceLog
    var holdBeforeStarting: Latch?
    var holdWhileStopping: Latch?
    var failure: Failure?

    func run(started: ServiceStart) async throws {
        log.append("\(name) start")
        if let holdBeforeStarting { await holdBeforeStarting.wait() }
        if failure == .beforeStarting { throw PlannedFailure() }
        started.markStarted()
        if failure == .afterStarting { throw PlannedFailure() }
        await Latch.untilCancelled()
        log.append("\(name) stop")
        // Winding down is not cut short by the cancellation that asked for it.
        if let holdWhileStopping { await Task { await holdWhileStopping.wait() }.value }
        log.append("\(name) stopped")
    }
}

/// A service that serves until `request` opens, then returns: it asks its group to stop.
struct StopRequester: Service {
    let name = "stopper"
    let request: Latch

    func run(started: ServiceStart) async throws {
        started.markStarted()
        await request.wait()
    }
}
