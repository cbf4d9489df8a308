import ControlProtocol
import Testing
@testable import ControlServer

@Suite("Connection state machine: transitions from every state")
struct ConnectionStateTableTests {
    @Test("Each state leads to its next action once input is reported", arguments: [
        (StateName.idle, ConnectionStateMachine.Action.receive(limit: 17)),
        (.receivingLine, .receive(limit: 15)), (.answering, .wait), (.abandoning, .send), (.closing, .send), (.closed, .wait),
    ])
    func nextAction(state: StateName, expected: ConnectionStateMachine.Action) {
        let driver = Driver.inState(state)
        #expect(name(of: driver.machine.state) == state)
        #expect(driver.next(at: 2) == expected)
    }

    @Test("Each state reacts to every deadline passing", arguments: [
        (StateName.idle, ConnectionStateMachine.Action.send, StateName.closing), (.receivingLine, .send, .closing),
        (.answering, .cancelRequest, .abandoning), (.abandoning, .wait, .abandoning), (.closing, .wait, .closing),
        (.closed, .wait, .closed),
    ])
    func expireLate(state: StateName, action: ConnectionStateMachine.Action, after: StateName) {
        let driver = Driver.inState(state)
        driver.machine.sent(Int.max)
        #expect(driver.machine.expire(now: driver.at(10_000)) == action)
        #expect(name(of: driver.machine.state) == after)
    }

    @Test("No state changes when no deadline has passed", arguments: StateName.allCases)
    func expireEarly(state: StateName) {
        let driver = Driver.inState(state)
        let before = driver.machine.state
        #expect(driver.expire(at: 2) == .wait)
        #expect(driver.machine.state == before)
    }

    @Test("Only a request being answered or abandoned takes its answer", arguments: [
        (StateName.idle, false), (.receivingLine, false), (.answering, true), (.abandoning, true), (.closing, false),
        (.closed, false), (.subscribed, false), (.droppingSubscriber, false),
    ])
    func answerArrives(state: StateName, taken: Bool) {
        let driver = Driver.inState(state)
        let before = driver.machine.state
        #expect(driver.answer(1, "A", at: 40) == taken)
        #expect(driver.machine.state == (taken ? .idle(until: driver.at(340)) : before))
    }

    @Test("Every open state closes at once on failure; a closed one stays closed", arguments: StateName.allCases)
    func failure(state: StateName) {
        let driver = Driver.inState(state)
        #expect(driver.fail() == (state == .closed ? .wait : .close))
        #expect(driver.machine.isClosed)
        #expect(driver.closeNow() == .wait)
        #expect(driver.next() == .wait)
    }

    @Test("While stopping, a reading connection closes; others finish what they do first", arguments: [
        (StateName.idle, ConnectionStateMachine.Action.close), (.receivingLine, .close), (.answering, .wait),
        (.abandoning, .send), (.closing, .send), (.closed, .wait), (.subscribed, .close), (.droppingSubscriber, .send),
    ])
    func stopping(state: StateName, expected: ConnectionStateMachine.Action) {
        let driver = Driver.inState(state)
        #expect(driver.next(stopping: true, at: 2) == expected)
    }
}
