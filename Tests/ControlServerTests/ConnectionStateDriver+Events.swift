import ControlProtocol
import Testing
@testable import ControlServer

extension Driver {
    /// Reads `subscribe` at `seconds`, starts it, and has it accepted with a queue of
    /// `queueLimit` bytes; the acknowledgement is taken as sent.
    func subscribe(at seconds: Int, queueLimit: Int) {
        receive("subscribe\n", at: seconds)
        guard case .startRequest(_, let serial) = next(at: seconds) else {
            Issue.record("expected the subscribe request to start in \(machine.state)")
            return
        }
        let accepted = machine.subscriptionStarted(
            serial: serial, acknowledgement: #"{"event":"subscribed"}"#, queueLimit: queueLimit)
        #expect(accepted, "the subscription was not taken in \(machine.state)")
        #expect(takeOutput() == "{\"event\":\"subscribed\"}\n")
        machine.inputReported(hangUp: false)
    }
}
