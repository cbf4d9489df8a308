import Testing
@testable import ControlProtocol

@Suite("Event lines")
struct EventLineTests {
    @Test("An event line is a JSON object with sorted keys, an event member and no ok")
    func rendering() {
        #expect(EventLine.render("error", ["code": "busy", "event": "ignored"]) == #"{"code":"busy","event":"error"}"#)
        #expect(EventLine.subscribed(to: ["reload", "error"], id: .integer(3))
            == #"{"event":"subscribed","events":["error","reload"],"id":3}"#)
        #expect(EventLine.refusal(RequestError(.subscribed, "no", id: "a"))
            == #"{"error":{"code":"subscribed","message":"no"},"event":"request-refused","id":"a"}"#)
        #expect(EventLine.dropped(reason: "slow", discardedBytes: 9) == #"{"discardedBytes":9,"event":"dropped","reason":"slow"}"#)
    }

    @Test("Only lines holding the word subscribe may be subscribe requests", arguments: [
        ("subscribe", true), (#"{"signal":"subscribe"}"#, true), ("  subscribe events=error", true),
        ("ping", false), ("subscrib", false), ("", false), ("ssubscribe", true), ("log-set notes=unsubscribed", true),
    ])
    func maySubscribe(line: String, expected: Bool) {
        #expect(RequestLine(line).maySubscribe == expected)
    }
}
