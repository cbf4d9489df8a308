import ControlProtocol
import Foundation
import Testing
@testable import ControlClient

/// The members of the event line `json`.
private func event(_ json: String) throws -> [String: JSONValue] {
    guard case .object(let members) = try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) else {
        throw CocoaError(.coderInvalidValue)
    }
    return members
}

@Suite("liftctl watch's lines for people")
struct EventTextTests {
    @Test("A chain that succeeded shows its signal, duration, chain and source")
    func chainOK() throws {
        let line = try event(#"{"at":"2026-11-30T11:04:06Z","chain":4,"durationMicroseconds":15167,"event":"chain-finished","result":"ok","signal":"reload","source":"SIGHUP","steps":1,"useCase":"control"}"#)
        #expect(EventText.render(line) == "11:04:06 chain-finished reload: ok in 15 ms (chain 4, SIGHUP)")
    }

    @Test("A chain that failed ends with its error's code and message")
    func chainFailed() throws {
        let line = try event(#"{"at":"2026-11-30T11:04:05Z","chain":1,"durationMicroseconds":547,"error":{"code":"use-case-failed","message":"no workout in progress"},"event":"chain-finished","result":"use-case-failed","signal":"log-set","source":"socket","steps":0}"#)
        #expect(EventText.render(line)
            == "11:04:05 chain-finished log-set: failed in 0.5 ms (chain 1, socket): use-case-failed: no workout in progress")
    }

    @Test("Other events show their members as sorted key=value pairs")
    func otherEvents() throws {
        let line = try event(#"{"at":"2026-11-30T11:04:06Z","event":"schedule-skipped","reason":"overlap","schedule":"weekly"}"#)
        #expect(EventText.render(line) == "11:04:06 schedule-skipped reason=overlap schedule=weekly")
        #expect(EventText.render(try event(#"{"event":"subscribed","events":["error","reload"]}"#))
            == "subscribed watching error, reload")
    }
}
