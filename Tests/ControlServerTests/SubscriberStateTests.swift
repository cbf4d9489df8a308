import ControlProtocol
import Testing
@testable import ControlServer

/// The subscriber's states and transitions, driven by hand without a socket or a clock.
@Suite("Subscriber state machine")
struct SubscriberStateTests {
    @Test("An accepted subscribe makes the connection a subscriber that no idle or line timer closes")
    func noTimers() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        #expect(driver.machine.state == .subscribed(queueLimit: 1_000))
        #expect(driver.machine.isSubscriber)
        #expect(driver.machine.nextDeadline == nil)
        #expect(driver.expire(at: 100_000) == .wait)
        driver.receive("pi", at: 100_001)
        #expect(driver.expire(at: 200_000) == .wait)
        #expect(driver.machine.state == .subscribed(queueLimit: 1_000))
    }

    @Test("An event is queued and sent to the subscriber")
    func eventQueued() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.machine.eventArrived(#"{"event":"error"}"#, now: driver.at(2))
        #expect(driver.next(at: 2) == .send)
        #expect(driver.takeOutput() == "{\"event\":\"error\"}\n")
    }

    @Test("A subscriber whose queue would pass its limit loses the queue, gets a dropped line and closes once it is sent")
    func dropWhenFull() throws {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 40)
        driver.machine.eventArrived("first-event-line-of-twenty", now: driver.at(2))
        #expect(driver.sendWouldBlock(at: 2) == .watchOutput)
        driver.machine.eventArrived("second-event-line-of-twenty", now: driver.at(3))
        #expect(driver.machine.state == .droppingSubscriber(until: driver.at(3) + .seconds(5)))
        driver.machine.outputRoomReported()
        #expect(driver.next(at: 3) == .send)
        let output = driver.takeOutput()
        #expect(!output.contains("first-event"), "the queue was kept: \(output)")
        let line = try #require(output.split(separator: "\n").first)
        #expect(line.hasPrefix(#"{"discardedBytes":55,"event":"dropped","reason":"#), "\(line)")
        // Events after the drop are not queued.
        driver.machine.eventArrived("late", now: driver.at(4))
        #expect(!driver.machine.hasPendingOutput)
        #expect(driver.next(at: 4) == .stopWatchingOutput)
        #expect(driver.next(at: 4) == .close)
        #expect(driver.machine.isClosed)
    }

    @Test("A dropped subscriber whose last line does not fit is closed 5 s after the drop")
    func dropDeadline() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 40)
        driver.machine.eventArrived("first-event-line-of-twenty", now: driver.at(2))
        #expect(driver.sendWouldBlock(at: 2) == .watchOutput)
        driver.machine.eventArrived("second-event-line-of-twenty", now: driver.at(3))
        #expect(driver.machine.nextDeadline == driver.at(8))
        #expect(driver.expire(at: 7) == .wait)
        #expect(driver.expire(at: 8) == .close)
        #expect(driver.machine.isClosed)
    }

    @Test("A line partly sent when the subscriber is dropped is finished before the dropped line")
    func partialLineKept() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 40)
        driver.machine.eventArrived("0123456789", now: driver.at(2))
        driver.machine.eventArrived("abcdefghij", now: driver.at(2))
        driver.machine.sent(4)
        driver.machine.eventArrived(String(repeating: "z", count: 30), now: driver.at(3))
        let output = driver.takeOutput()
        #expect(output.hasPrefix("456789\n{\"discardedBytes\":"), "\(output)")
        #expect(!output.contains("abcdefghij") && !output.contains("zzz"))
    }

    @Test("A request line after subscribe is answered with a request-refused line echoing its id")
    func requestRefused() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.receive("ping id=7\n", at: 2)
        #expect(driver.next(at: 2) == .send)
        #expect(driver.takeOutput() == #"{"error":{"code":"subscribed","message":"this connection streams events since 'subscribe'; send requests on another connection"},"event":"request-refused","id":7}"# + "\n")
        #expect(driver.machine.state == .subscribed(queueLimit: 1_000))
        #expect(driver.next(at: 2) == .wait)
    }

    @Test("Blank lines after subscribe get no answer")
    func blankLines() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.receive(" \n\n", at: 2)
        #expect(driver.next(at: 2) == .wait)
        #expect(!driver.machine.hasPendingOutput)
    }

    @Test("The end of a subscriber's input ends the subscription")
    func endOfInput() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.machine.reachedEnd()
        #expect(driver.next(at: 2) == .close)
        #expect(driver.machine.isClosed)
    }

    @Test("A stopping server closes its subscribers once their queue is sent")
    func stopping() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.machine.eventArrived("last", now: driver.at(2))
        #expect(driver.next(stopping: true, at: 2) == .send)
        #expect(driver.takeOutput() == "last\n")
        #expect(driver.next(stopping: true, at: 2) == .close)
    }

    @Test("A subscribe accepted after its request's deadline passed is dropped like any late answer")
    func lateSubscription() {
        let driver = Driver()
        driver.receive("subscribe\n", at: 1)
        guard case .startRequest(_, let serial) = driver.next(at: 1) else {
            Issue.record("expected the request to start")
            return
        }
        #expect(driver.expire(at: 31) == .cancelRequest)
        let taken = driver.machine.subscriptionStarted(serial: serial, acknowledgement: "ack", queueLimit: 100)
        #expect(!taken)
        #expect(driver.answer(serial, "ack", at: 32))
        #expect(!driver.machine.isSubscriber)
        #expect(!driver.takeOutput().contains("ack"))
    }

    @Test("Events reach only subscribers: a connection answering requests ignores them")
    func eventsIgnoredOtherwise() {
        let driver = Driver()
        driver.machine.eventArrived("event", now: driver.at(1))
        #expect(!driver.machine.hasPendingOutput)
        #expect(driver.machine.state == .idle(until: driver.at(300)))
    }

    @Test("A request line too long for a subscriber is refused and the connection closes")
    func tooLong() {
        let driver = Driver()
        driver.subscribe(at: 1, queueLimit: 1_000)
        driver.receive(String(repeating: "a", count: 17), at: 2)
        #expect(driver.next(at: 2) == .send)
        #expect(driver.takeOutput().contains(#""code":"line-too-long""#))
        #expect(driver.next(at: 2) == .close)
    }
}
