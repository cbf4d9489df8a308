import Foundation

/// What a reader thread saw (stderr lines, notify messages, exit statuses), in order, with
/// blocking waits for the next matching event. Waits run on the caller's own thread (see
/// `offPool`); each is bounded and fails naming what it waited for and what it saw, so a broken
/// daemon cannot hang the run. No assertion depends on the bound.
public final class EventLog<Event: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var events: [Event] = []
    private var isClosed = false
    /// What the events are ("liftd stderr"), for failure messages.
    public let name: String

    /// An empty log of the events `name` describes.
    public init(name: String) { self.name = name }

    /// Records `event` and wakes the waiters.
    public func append(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.broadcast()
        condition.unlock()
    }

    /// No more events will come (the stream ended).
    public func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Every event so far.
    public var all: [Event] {
        condition.lock()
        defer { condition.unlock() }
        return events
    }

    /// Blocks until an event at index `start` or later matches; returns its index and itself.
    /// Throws, naming `what` was awaited, when the stream ends first or after `bound` seconds.
    public func waitForEvent(
        _ what: String = "the awaited event", from start: Int = 0, bound: TimeInterval = 60,
        where matches: (Event) -> Bool
    ) throws -> (index: Int, event: Event) {
        let giveUp = Date(timeIntervalSinceNow: bound)
        condition.lock()
        defer { condition.unlock() }
        var next = start
        while true {
            while next < events.count {
                if matches(events[next]) { return (next, events[next]) }
                next += 1
            }
            if isClosed { throw IntegrationFailure("\(name) ended without \(what); saw \(events)") }
            if !condition.wait(until: giveUp) {
                throw IntegrationFailure("\(name): no \(what) within \(bound) s; saw \(events)")
            }
        }
    }

    /// Blocks until there are at least `count` events; returns them all.
    public func waitForCount(_ count: Int, bound: TimeInterval = 60) throws -> [Event] {
        _ = try waitForEvent("\(count) events", from: max(0, count - 1), bound: bound) { _ in true }
        return all
    }
}

/// A failed step in an integration test, with what was seen.
public struct IntegrationFailure: Error, CustomStringConvertible {
    /// What failed, and what was seen.
    public let description: String
    /// A failure described as `description`.
    public init(_ description: String) { self.description = description }
}
