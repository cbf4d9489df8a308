import ControlProtocol
import Testing
@testable import ControlServer

/// A subscriber's reading deadline, driven by hand: the unread counts stand for what
/// `SIOCOUTQ` reports around each send (the driver's idle timeout is 300 s).
@Suite("Subscriber reading deadline")
struct SubscriberReadingTests {
    /// A subscriber sent one event at 2 s that the kernel then holds unread (768 units).
    private func subscriberWithUnreadEvent() -> Driver {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.machine.eventArrived(#"{"event":"error"}"#, now: driver.at(2))
        driver.machine.unreadReported(0, now: driver.at(2))
        #expect(driver.takeOutput() == "{\"event\":\"error\"}\n")
        driver.machine.unreadReported(768, now: driver.at(2))
        return driver
    }

    @Test("A subscriber that reads nothing for the idle timeout while an event waits is dropped with a last line")
    func droppedAfterIdleTimeout() throws {
        let driver = subscriberWithUnreadEvent()
        #expect(driver.machine.nextDeadline == driver.at(302))
        #expect(driver.expire(at: 301) == .wait)
        driver.machine.unreadReported(768, now: driver.at(302))
        #expect(driver.machine.readingDeadlinePassed(now: driver.at(302)))
        #expect(driver.expire(at: 302) == .send)
        #expect(driver.machine.state == .droppingSubscriber(until: driver.at(307)))
        let line = driver.takeOutput()
        #expect(line == #"{"discardedBytes":0,"event":"dropped","reason":"the subscriber read nothing for 300.0 seconds while events waited for it"}"# + "\n")
        #expect(driver.next(at: 302) == .close)
    }

    @Test("Reading some restarts the deadline; reading everything stops it")
    func readingRestartsAndStops() {
        let driver = subscriberWithUnreadEvent()
        // By 100 s it read the first event; a second one goes out and waits.
        driver.machine.eventArrived(#"{"event":"reload"}"#, now: driver.at(100))
        driver.machine.unreadReported(0, now: driver.at(100))
        _ = driver.takeOutput()
        driver.machine.unreadReported(768, now: driver.at(100))
        #expect(driver.machine.nextDeadline == driver.at(400))
        // At 250 s some of what waits was read (the count fell): 300 s more from then.
        driver.machine.unreadReported(384, now: driver.at(250))
        #expect(driver.machine.nextDeadline == driver.at(550))
        // At 550 s it holds nothing unread and nothing is queued: no deadline.
        driver.machine.unreadReported(0, now: driver.at(550))
        #expect(driver.machine.nextDeadline == nil)
        #expect(driver.expire(at: 550) == .wait)
        #expect(driver.machine.state == .subscribed(queueLimit: 1_000))
    }

    @Test("Events queued behind a full socket keep the deadline running while nothing is read")
    func queuedEventsCount() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.machine.eventArrived(#"{"event":"error"}"#, now: driver.at(2))
        driver.machine.unreadReported(0, now: driver.at(2))
        #expect(driver.machine.nextDeadline == driver.at(302), "an event queued and not yet sent waits too")
        driver.machine.unreadReported(0, now: driver.at(302))
        #expect(driver.expire(at: 302) == .send)
        #expect(driver.machine.state == .droppingSubscriber(until: driver.at(307)))
    }

    @Test("Unread counts are ignored unless the connection is subscribed")
    func ignoredUnlessSubscribed() {
        let driver = Driver()
        driver.machine.unreadReported(768, now: driver.at(1))
        #expect(driver.machine.subscriberReading.deadline == nil)
        #expect(!driver.machine.readingDeadlinePassed(now: driver.at(1_000)))
    }
}
