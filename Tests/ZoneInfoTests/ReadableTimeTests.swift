import Testing
import ZoneInfo

@Suite("Times for people")
struct ReadableTimeTests {
    @Test("An instant reads as the zone's wall clock to the minute with the offset of that instant", arguments: [
        // 2025-09-15T05:48:00Z, summer time in Berlin.
        ("Europe/Berlin", Int64(1_757_915_280), "2025-09-15 07:48 +02:00"),
        // 2025-10-26T00:59:59Z and 01:00:00Z: the last second of summer time and the first of winter.
        ("Europe/Berlin", Int64(1_761_440_399), "2025-10-26 02:59 +02:00"),
        ("Europe/Berlin", Int64(1_761_440_400), "2025-10-26 02:00 +01:00"),
        ("America/New_York", Int64(1_757_915_280), "2025-09-15 01:48 -04:00"),
        ("Asia/Kolkata", Int64(0), "1970-01-01 05:30 +05:30"),
        ("UTC", Int64(-1), "1969-12-31 23:59 +00:00"),
    ])
    func inZone(zone: String, instant: Int64, text: String) throws {
        let zone = try ZoneDirectory.system.zone(named: zone)
        #expect(ReadableTime.text(at: instant, in: zone) == text)
    }

    @Test("With an offset given, the instant is on that offset's clock")
    func withOffset() {
        #expect(ReadableTime.text(at: 1_765_087_200, offsetSeconds: 3_600) == "2025-12-07 07:00 +01:00")
        #expect(ReadableTime.text(at: 1_757_915_280, offsetSeconds: -(9 * 3_600 + 30 * 60)) == "2025-09-14 20:18 -09:30")
        #expect(ReadableTime.text(at: 1_757_915_280, offsetSeconds: 0) == "2025-09-15 05:48 +00:00")
    }
}
