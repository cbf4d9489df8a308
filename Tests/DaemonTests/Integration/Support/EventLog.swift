import Foundation

/// What a reader thread saw (stderr lines, notify messages, exit statuses), in order, with
/// blocking waits for the next matching event. Waits run on the caller's own thread (see
/// `offPool`); the guard time only keeps a broken daemon from hanging the run, no assertion
/// depends on it.
final class EventLog<Event: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var events: [Event] = []
    private var isClosed = false
    let name: String

    init(name: String) { self.name = name }

    /// Records `event` and wakes the waiters.
    func append(_ event: Event) {
        condition.lock()
        events.append(event)
        condition.broadcast()
        condition.unlock()
    }

    /// No more events will come (the stream ended).
    func close() {
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Every event so far.
    var all: [Event] {
        condition.lock()
        defer { condition.unlock() }
        return events
    }

    /// Blocks until an event at index `start` or later matches; returns its index and itself.
    /// Throws when the stream ends first, or after `guardTime` so a broken daemon cannot hang
    /// the run.
    func waitForEvent(
        from start: Int = 0, guardTime: TimeInterval = 60, where matches: (Event) -> Bool
    ) throws -> (index: Int, event: Event) {
        let giveUp = Date(timeIntervalSinceNow: guardTime)
        condition.lock()
        defer { condition.unlock() }
        var next = start
        while true {
            while next < events.count {
                if matches(events[next]) { return (next, events[next]) }
                next += 1
            }
            if isClosed { throw IntegrationFailure("\(name) ended without the awaited event; saw \(events)") }
            if !condition.wait(until: giveUp) {
                throw IntegrationFailure("\(name): no awaited event within \(guardTime) s; saw \(events)")
            }
        }
    }
}

/// A failed step in an integration test, with what was seen.
struct IntegrationFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
