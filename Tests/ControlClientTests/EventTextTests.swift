import ControlProtocol
import Foundation
import Testing
import ZoneInfo
@testable import ControlClient

/// UTC, the zone these lines are shown in unless a test says otherwise.
private func utc() -> Zone { .utc }

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
        #expect(EventText.render(line, zone: utc) == "11:04:06 chain-finished reload: ok in 15 ms (chain 4, SIGHUP)")
    }

    @Test("A chain that failed ends with its error's code and message")
    func chainFailed() throws {
        let line = try event(#"{"at":"2026-11-30T11:04:05Z","chain":1,"durationMicroseconds":547,"error":{"code":"use-case-failed","message":"no workout in progress"},"event":"chain-finished","result":"use-case-failed","signal":"log-set","source":"socket","steps":0}"#)
        #expect(EventText.render(line, zone: utc)
            == "11:04:05 chain-finished log-set: failed in 0.5 ms (chain 1, socket): use-case-failed: no workout in progress")
    }

    @Test("Other events show their members as sorted key=value pairs")
    func otherEvents() throws {
        let line = try event(#"{"at":"2026-11-30T11:04:06Z","event":"schedule-skipped","reason":"overlap","schedule":"weekly"}"#)
        #expect(EventText.render(line, zone: utc) == "11:04:06 schedule-skipped reason=overlap schedule=weekly")
        #expect(EventText.render(try event(#"{"event":"subscribed","events":["error","reload"]}"#), zone: utc)
            == "subscribed watching error, reload")
    }

    @Test("The time of day and the times among the members are on the daemon's clocks; a time with an offset on its own")
    func localTimes() throws {
        let berlin = try ZoneDirectory.system.zone(named: "Europe/Berlin")
        let line = try event(#"{"at":"2025-09-15T05:48:12Z","event":"schedule-fired","scheduledTime":"2025-09-15T07:00:00+02:00","lastRun":"2025-09-08T05:00:00Z","schedule":"weekly"}"#)
        #expect(EventText.render(line) { berlin }
            == "07:48:12 schedule-fired lastRun=2025-09-08 07:00 +02:00 schedule=weekly scheduledTime=2025-09-15 07:00 +02:00")
        let newYork = try ZoneDirectory.system.zone(named: "America/New_York")
        #expect(EventText.render(line) { newYork }.hasPrefix("01:48:12 schedule-fired lastRun=2025-09-08 01:00 -04:00"))
    }

    @Test("A line without a time in UTC never asks for the zone")
    func zoneAskedOnlyWhenNeeded() throws {
        let line = try event(#"{"event":"subscribed","events":["error"]}"#)
        #expect(EventText.render(line) { Issue.record("the zone was asked for"); return .utc } == "subscribed watching error")
    }
}
