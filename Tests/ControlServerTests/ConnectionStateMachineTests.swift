import ControlProtocol
import Testing
@testable import ControlServer

@Suite("Connection state machine: reading, answering and timers")
struct ConnectionStateMachineTests {
    @Test("The first byte of a line starts the line timer, and later bytes do not restart it")
    func lineTimerStartsOnce() {
        let driver = Driver()
        #expect(driver.machine.state == .idle(until: driver.at(300)))
        driver.receive("pi", at: 4)
        #expect(driver.machine.state == .receivingLine(until: driver.at(14)))
        driver.machine.inputReported(hangUp: false)
        driver.receive("n", at: 9)
        #expect(driver.machine.state == .receivingLine(until: driver.at(14)))
        #expect(driver.machine.nextDeadline == driver.at(14))
        #expect(driver.expire(at: 13) == .wait)
        #expect(driver.expire(at: 14) == .send)
        let error = driver.takeOutput()
        #expect(error.contains("\"idle-timeout\"") && error.contains("no complete request line within 10.0 seconds"))
        #expect(driver.next(at: 14) == .close)
    }

    @Test("Blank lines get no request, and they start the line timer without ever restarting it")
    func blankLinesRestartNoTimer() {
        let driver = Driver()
        driver.receive("\n \r\n", at: 2)
        #expect(driver.next(at: 2) == .wait)
        #expect(driver.machine.state == .receivingLine(until: driver.at(12)))
        driver.machine.inputReported(hangUp: false)
        driver.receive("\t\n", at: 8)
        #expect(driver.next(at: 8) == .wait)
        #expect(driver.machine.state == .receivingLine(until: driver.at(12)))
        #expect(driver.expire(at: 12) == .send)
    }

    @Test("A silent client is told idle-timeout at the idle deadline, and closed once that is sent")
    func idleTimeout() {
        let driver = Driver()
        #expect(driver.machine.nextDeadline == driver.at(300))
        #expect(driver.expire(at: 299) == .wait)
        #expect(driver.expire(at: 300) == .send)
        let output = driver.takeOutput()
        #expect(output.contains("no request for 300.0 seconds; closing"))
        #expect(driver.next(at: 300) == .close)
        #expect(driver.machine.isClosed && driver.machine.nextDeadline == nil)
    }

    @Test("A complete line starts a request with its deadline, and nothing is read until it is answered")
    func requestStarts() {
        let driver = Driver()
        driver.receive("ping id=1\n", at: 5)
        #expect(driver.next(at: 5) == .startRequest(RequestLine("ping id=1"), serial: 1))
        #expect(driver.machine.state == .answering(InFlightRequest(serial: 1, line: RequestLine("ping id=1"),
                                                                   deadline: driver.at(35))))
        driver.machine.inputReported(hangUp: false)
        #expect(driver.next(at: 6) == .wait)
        #expect(driver.machine.nextDeadline == driver.at(35))
    }

    @Test("An answer is sent, then the next line, already received, starts the next request")
    func answerThenNextLine() {
        let driver = Driver()
        driver.receive("a\nb\n", at: 1)
        #expect(driver.next(at: 1) == .startRequest(RequestLine("a"), serial: 1))
        #expect(driver.answer(1, "A", at: 3))
        #expect(driver.machine.state == .receivingLine(until: driver.at(13)))
        #expect(driver.next(at: 3) == .send)
        let output = driver.takeOutput()
        #expect(output == "A\n")
        #expect(driver.next(at: 3) == .startRequest(RequestLine("b"), serial: 2))
        #expect(!driver.answer(1, "stale", at: 4))
        #expect(driver.answer(2, "B", at: 4))
        let second = driver.takeOutput()
        #expect(second == "B\n")
        #expect(driver.next(at: 4) == .wait)
    }

    @Test("Bytes of the next line that came with a request start the line timer when its answer arrives")
    func partialLineWaitsForAnswer() {
        let driver = Driver()
        driver.receive("a\npi", at: 1)
        #expect(driver.next(at: 1) == .startRequest(RequestLine("a"), serial: 1))
        #expect(driver.answer(1, "A", at: 20))
        #expect(driver.machine.state == .receivingLine(until: driver.at(30)))
    }

    @Test("A request past its deadline is answered deadline-exceeded with its id, and its late answer dropped")
    func requestDeadline() {
        let driver = Driver()
        driver.receive("slow id=7\n", at: 0)
        _ = driver.next()
        #expect(driver.expire(at: 29) == .wait)
        #expect(driver.expire(at: 30) == .cancelRequest)
        #expect(driver.machine.state == .abandoning(serial: 1))
        #expect(driver.next(at: 30) == .send)
        let error = driver.takeOutput()
        #expect(error.contains("\"deadline-exceeded\"") && error.contains("\"id\":7"))
        driver.machine.inputReported(hangUp: false)
        #expect(driver.next(at: 31) == .wait)
        #expect(driver.answer(1, "late", at: 40))
        #expect(!driver.machine.hasPendingOutput)
        #expect(driver.next(at: 40) == .receive(limit: 17))
    }

    @Test("A line over the limit is refused with line-too-long, and the connection closes once that is sent")
    func lineTooLong() {
        let driver = Driver()
        driver.receive(String(repeating: "x", count: 17), at: 0)
        #expect(driver.next() == .send)
        let output = driver.takeOutput()
        #expect(output.contains("the request is longer than 16 bytes"))
        #expect(driver.next() == .close)
    }

    @Test("At the end of input a last line without newline is answered, then the connection closes")
    func endOfInput() {
        let driver = Driver()
        driver.receive("ping", at: 0)
        driver.machine.inputReported(hangUp: false)
        #expect(driver.next() == .receive(limit: 13))
        driver.machine.reachedEnd()
        #expect(driver.next() == .startRequest(RequestLine("ping"), serial: 1))
        _ = driver.answer(1, "P", at: 1)
        let output = driver.takeOutput()
        #expect(output == "P\n")
        #expect(driver.next(at: 1) == .close)
    }

    @Test("At the end of input a blank unfinished line closes the connection without a request")
    func endOfInputAfterBlank() {
        let driver = Driver()
        driver.receive("  ", at: 0)
        driver.machine.inputReported(hangUp: true)
        _ = driver.next()
        driver.machine.reachedEnd()
        #expect(driver.next() == .close)
    }

    @Test("Once a hang-up is reported, a short read does not end the reading: only the end does")
    func hangUpKeepsReading() {
        let driver = Driver()
        driver.machine.inputReported(hangUp: true)
        driver.receive("pi", at: 0)
        #expect(driver.machine.input == .endReported)
        #expect(driver.next() == .receive(limit: 15))
        driver.machine.receiveWouldBlock()
        #expect(driver.next() == .wait)
    }

    @Test("A full client buffer is watched once; room lets sending go on; watching ends when all is sent")
    func blockedOutput() {
        let driver = Driver()
        driver.receive("a\n", at: 0)
        _ = driver.next()
        _ = driver.answer(1, "AAAA", at: 1)
        #expect(driver.next(at: 1) == .send)
        #expect(driver.sendWouldBlock(at: 1) == .watchOutput)
        #expect(driver.machine.output == .blocked(until: driver.at(301)))
        #expect(driver.next(at: 1) == .wait)
        driver.machine.outputRoomReported()
        #expect(driver.next(at: 2) == .send)
        driver.machine.sent(2)
        #expect(driver.sendWouldBlock(at: 2) == .wait)
        #expect(driver.machine.output == .blocked(until: driver.at(302)))
        driver.machine.outputRoomReported()
        let output = driver.takeOutput()
        #expect(output == "AA\n")
        #expect(driver.next(at: 3) == .stopWatchingOutput)
        #expect(driver.machine.output == .writable)
        #expect(driver.next(at: 3) == .wait)
    }

    @Test("While an answer waits to be sent, only the stall deadline applies; at it the client is closed")
    func stalledOutputCloses() {
        let driver = Driver()
        driver.receive("a\n", at: 0)
        _ = driver.next()
        _ = driver.answer(1, "A", at: 0)
        _ = driver.sendWouldBlock(at: 100)
        #expect(driver.machine.nextDeadline == driver.at(400))
        #expect(driver.expire(at: 300) == .wait)
        #expect(driver.machine.state == .idle(until: driver.at(300)))
        #expect(driver.expire(at: 400) == .close)
        #expect(driver.machine.isClosed)
    }
}
