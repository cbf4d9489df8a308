import ControlProtocol
import Foundation
import Testing
import ZoneInfo
@testable import ControlClient

/// The JSON value in `json`.
private func value(_ json: String) throws -> JSONValue {
    try JSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
}

@Suite("liftctl's times for people")
struct LocalTimesTests {
    let berlin: Zone

    init() throws {
        berlin = try ZoneDirectory.system.zone(named: "Europe/Berlin")
    }

    @Test("A table's UTC instants show on the daemon's clocks with their offset; days and other text stay")
    func tableOfWorkouts() throws {
        let answer = try value("""
            [{"id":1,"name":"Lower","start":"2025-09-15T05:48:00Z","end":"2025-09-15T07:13:00Z","setCount":3},
             {"id":2,"name":"FitNotes","start":"2020-03-01T23:00:00Z","end":null,"setCount":1,"notes":"2025-09-15"}]
            """)
        let text = ReadableText.render(LocalTimes.shown(answer) { berlin })
        #expect(text == """
            NAME      START                    END                      SETCOUNT  NOTES       ID
            Lower     2025-09-15 07:48 +02:00  2025-09-15 09:13 +02:00  3                     1
            FitNotes  2020-03-02 00:00 +01:00  -                        1         2025-09-15  2

            """)
    }

    @Test("Rows and sections show their times too; a time written with an offset keeps it; a member named …UTC is shown as sent")
    func rowsAndSections() throws {
        let answer = try value("""
            {"configLoadedAt":"2026-12-02T05:10:11.5Z","recentErrors":[{"at":"2026-07-01T22:30:00Z","code":"x"}],
             "schedules":{"nextFire":"2026-12-07T07:00:00+01:00","nextFireUTC":"2026-12-07T06:00:00Z"}}
            """)
        let text = ReadableText.render(LocalTimes.shown(answer) { berlin })
        #expect(text == """
            configLoadedAt: 2026-12-02 06:10 +01:00

            recentErrors:
              AT                       CODE
              2026-07-02 00:30 +02:00  x

            schedules:
              nextFire:    2026-12-07 07:00 +01:00
              nextFireUTC: 2026-12-07T06:00:00Z

            """)
    }

    @Test("Only whole ISO 8601 instants are times; anything near one stays text", arguments: [
        "2025-09-15", "2025-09-15T05:48:00", "2025-09-15 05:48:00Z", "2025-09-15T05:48Z", "2025-02-29T05:48:00Z",
        "2025-09-15T24:00:00Z", "2025-09-15T05:60:00Z", "2025-09-15T05:48:00.Z", "2025-09-15T05:48:00+19:00",
        "2025-09-15T05:48:00+0200", "2025-09-15T05:48:00Zs", "x2025-09-15T05:48:00Z", "", "2025-W38",
    ])
    func notTimes(text: String) {
        #expect(TimestampText(text) == nil)
        #expect(LocalTimes.shown(.string(text)) { berlin } == .string(text))
    }

    @Test("Instants read to the second, fractions dropped, offsets east and west")
    func instants() {
        let utc = TimestampText("2025-09-15T05:48:00Z")
        #expect(utc?.instant == 1_757_915_280 && utc?.offsetSeconds == nil)
        #expect(TimestampText("2025-09-15T05:48:00.999Z")?.instant == 1_757_915_280)
        let east = TimestampText("2025-09-15T07:48:00+02:00")
        #expect(east?.instant == 1_757_915_280 && east?.offsetSeconds == 7_200)
        let west = TimestampText("2025-09-14T20:18:00-09:30")
        #expect(west?.instant == 1_757_915_280 && west?.offsetSeconds == -34_200)
        #expect(TimestampText("1969-12-31T23:59:59Z")?.instant == -1)
    }

    @Test("The zone is asked only when a time is in UTC, and then once per answer value it holds")
    func zoneAskedOnlyWhenNeeded() throws {
        var asked = 0
        let offsetOnly = try value(#"{"nextFire":"2026-12-07T07:00:00+01:00","week":"2025-W38"}"#)
        _ = LocalTimes.shown(offsetOnly) { asked += 1; return berlin }
        #expect(asked == 0)
        _ = LocalTimes.shown(try value(#"{"at":"2026-12-07T07:00:00Z"}"#)) { asked += 1; return berlin }
        #expect(asked == 1)
    }

    @Test("status names the zone by its name; an answer without one, or naming a zone not installed, names none")
    func zoneFromStatus() {
        let zone = DaemonTimeZone.zone(inStatusAnswer: #"{"ok":true,"result":{"timeZone":"Europe/Berlin","version":"0.1.0"}}"#)
        #expect(zone?.identifier == "Europe/Berlin")
        #expect(DaemonTimeZone.zone(inStatusAnswer: #"{"ok":true,"result":{"version":"0.1.0"}}"#) == nil)
        #expect(DaemonTimeZone.zone(inStatusAnswer: #"{"ok":true,"result":{"timeZone":"Mars/Olympus_Mons"}}"#) == nil)
        #expect(DaemonTimeZone.zone(inStatusAnswer: #"{"error":{"code":"forbidden","message":"no"},"ok":false}"#) == nil)
    }
}
