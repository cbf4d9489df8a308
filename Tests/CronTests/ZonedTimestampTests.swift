import Foundation
import Testing
@testable import Cron

@Suite("ISO 8601 timestamps with offsets")
struct ZonedTimestampTests {
    @Test("Formats the wall time and offset of the zone at that instant", arguments: [
        ("Europe/Berlin", "2026-03-29T03:00:00+02:00"), ("America/New_York", "2026-03-28T21:00:00-04:00"),
        ("Asia/Kolkata", "2026-03-29T06:30:00+05:30"), ("Australia/Lord_Howe", "2026-03-29T12:00:00+11:00"),
        ("UTC", "2026-03-29T01:00:00+00:00"),
    ])
    func formats(identifier: String, expected: String) {
        #expect(ZonedTimestamp.format(instant("2026-03-29T01:00:00Z"), in: zone(identifier)) == expected)
    }

    @Test("Reads Z, offsets, fractions and optional seconds as the same instant")
    func parsesForms() {
        let expected = Date(timeIntervalSince1970: 1_774_746_000)  // 2026-03-29T01:00:00Z
        let berlin = zone("Europe/Berlin")
        for text in ["2026-03-29T01:00:00Z", "2026-03-29T03:00:00+02:00", "2026-03-28T21:00-04:00", "2026-03-29 01:00:00.75Z"] {
            #expect(ZonedTimestamp.parse(text, in: berlin)?.timeIntervalSince1970.rounded(.down) == expected.timeIntervalSince1970, "\(text)")
        }
    }

    @Test("Without an offset the wall time is read in the zone, a repeated time as its first pass")
    func parsesWallTime() {
        #expect(ZonedTimestamp.parse("2026-03-29T03:00:00", in: zone("Europe/Berlin")) == instant("2026-03-29T01:00:00Z"))
        #expect(ZonedTimestamp.parse("2026-10-25T02:30", in: zone("Europe/Berlin")) == instant("2026-10-25T02:30:00+02:00"))
    }

    @Test("Rejects what is not a timestamp", arguments: [
        "", "tomorrow", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-01-01T24:00:00Z",
        "2026-01-01T00:00:00+0100", "2026-01-01T00:00:00Zjunk", "2026-1-01T00:00:00Z",
    ])
    func rejects(text: String) {
        #expect(ZonedTimestamp.parse(text, in: zone("UTC")) == nil)
    }
}
