import Foundation
import Testing
import Workouts

@Suite("InstantText")
struct InstantTextTests {
    @Test("A date and time that exists is read with its offset and fraction", arguments: [
        ("2025-03-01T07:30:00Z", 1_740_814_200.0),
        ("2025-03-01T08:30:00+01:00", 1_740_814_200.0),
        ("2025-03-01T02:00:00-0530", 1_740_814_200.0),
        ("2024-02-29T00:00:00Z", 1_709_164_800.0),
        ("2025-03-01T07:30:00.250Z", 1_740_814_200.25),
        ("2025-01-01T07:00:00+18:00", 1_735_650_000.0),
    ])
    func readsInstants(text: String, seconds: Double) throws {
        let date = try #require(InstantText.instant(text), "'\(text)' was refused")
        #expect(date.timeIntervalSince1970 == seconds)
    }

    @Test("A day the month lacks, hour 24, minute or second 60 or an offset past ±18:00 is refused, not moved", arguments: [
        "2026-02-29T00:00:00Z", "2025-03-01T23:59:60Z", "2025-04-31T07:00:00Z", "2025-02-30T07:00:00Z", "2025-01-01T24:00:00Z",
        "2025-01-01T07:60:00Z", "2025-01-01T07:00:61Z", "2025-01-01T07:00:00+25:00", "2025-01-01T07:00:00+18:01",
        "2025-01-01T07:00:00+01:60", "2025-13-01T07:00:00Z", "2025-00-10T07:00:00Z", "2025-01-00T07:00:00Z",
        "2025-01-01T07:00:00", "2025-01-01T07:00:00.Z", "2025-01-01", "tomorrow", "",
    ])
    func refusesImpossibleInstants(text: String) {
        #expect(InstantText.instant(text) == nil, "'\(text)' was read as \(String(describing: InstantText.instant(text)))")
    }

    @Test("A day is read only when the month has it")
    func readsDays() {
        #expect(InstantText.day("2024-02-29") == LocalDateTime(year: 2024, month: 2, day: 29))
        for text in ["2025-02-29", "2025-02-30", "2025-04-31", "2025-13-01", "2025-1-01", "2025-01-01T00:00:00Z"] {
            #expect(InstantText.day(text) == nil, "'\(text)' was read as a day")
        }
    }
}
