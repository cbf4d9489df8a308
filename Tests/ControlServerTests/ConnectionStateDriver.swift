import ControlProtocol
import Testing
@testable import ControlServer

/// A state machine driven by hand, with a clock that only moves when the test says so.
final class Driver {
    static let limits = ConnectionLimits(maximumLineLength: 16, idleTimeout: .seconds(300), lineTimeout: .seconds(10),
                                         requestDeadline: .seconds(30))
    let start = LoopInstant.now
    var machine: ConnectionStateMachine

    init() {
        machine = ConnectionStateMachine(limits: Self.limits, now: start)
    }

    func at(_ seconds: Int) -> LoopInstant { start + .seconds(seconds) }

    func next(stopping: Bool = false, at seconds: Int = 0) -> ConnectionStateMachine.Action {
        machine.nextAction(now: at(seconds), isStopping: stopping)
    }

    /// Reads `text` as the socket would after a `receive(limit:)` action.
    func receive(_ text: String, at seconds: Int = 0) {
        guard case .receive(let limit) = next(at: seconds) else {
            Issue.record("expected a receive action in \(machine.state)")
            return
        }
        Array(text.utf8).withUnsafeBytes { machine.received($0, limit: limit, now: at(seconds)) }
    }

    func expire(at seconds: Int) -> ConnectionStateMachine.Action { machine.expire(now: at(seconds)) }

    func answer(_ serial: UInt64, _ text: String, at seconds: Int) -> Bool {
        machine.answerArrived(serial: serial, answer: text, now: at(seconds))
    }

    func sendWouldBlock(at seconds: Int) -> ConnectionStateMachine.Action { machine.sendWouldBlock(now: at(seconds)) }

    func fail() -> ConnectionStateMachine.Action { machine.failed() }

    func closeNow() -> ConnectionStateMachine.Action { machine.closeNow() }

    /// The answer bytes waiting, as text; they count as sent afterwards.
    func takeOutput() -> String {
        let text = machine.withPendingOutput { String(decoding: $0, as: UTF8.self) }
        machine.sent(text.utf8.count)
        return text
    }

    /// A driver whose connection is in `state`.
    static func inState(_ state: StateName) -> Driver {
        let driver = Driver()
        switch state {
        case .idle: break
        case .receivingLine: driver.receive("pi", at: 1)
        case .answering, .abandoning:
            driver.receive("ping id=1\n", at: 1)
            _ = driver.next(at: 1)
            if state == .abandoning { _ = driver.expire(at: 31) }
        case .closing: _ = driver.expire(at: 300)
        case .closed: _ = driver.fail()
        case .subscribed, .droppingSubscriber:
            driver.subscribe(at: 1, queueLimit: 64)
            if state == .droppingSubscriber { driver.machine.eventArrived(String(repeating: "x", count: 100), now: driver.at(1)) }
        }
        driver.machine.inputReported(hangUp: false)
        return driver
    }
}

/// The states, by name, for tables over all of them.
enum StateName: CaseIterable, Sendable {
    case idle, receivingLine, answering, abandoning, closing, closed, subscribed, droppingSubscriber
}

func name(of state: ConnectionState) -> StateName {
    switch state {
    case .idle: .idle
    case .receivingLine: .receivingLine
    case .answering: .answering
    case .abandoning: .abandoning
    case .closing: .closing
    case .closed: .closed
    case .subscribed: .subscribed
    case .droppingSubscriber: .droppingSubscriber
    }
}
