import Foundation
import Testing
@testable import Plugins

@Suite("SiteMemory: what one build keeps for the next")
struct SiteMemoryTests {
    private let memory = SiteMemory(
        context: "context", reportWeek: "2025-W38", years: ["weeks/2024": "y1", "weeks/2025": "y2"],
        weeks: ["2025-W37": .init(fingerprint: "3:1:2:3:4", digest: "aa"), "2024-W01": .init(fingerprint: "1:1:1:1:1", digest: "bb")],
        exercises: ["Squat": .init(page: .init(fingerprint: "f", digest: "d"),
                                   records: SiteRecordLine(exercise: "Squat", page: "exercises/squat.html"))])

    @Test("Its text reads back as the same memory, and the same memory always gives the same text")
    func textRoundTrips() throws {
        let text = try memory.text
        #expect(!text.contains("\n"), "the memory is one line of the manifest")
        #expect(SiteMemory(text: text) == memory)
        #expect(try SiteMemory(text: text)?.text == text)
    }

    @Test("A week line without its three fields, or another version's memory, is no memory")
    func damagedTextIsNoMemory() throws {
        let text = try memory.text
        #expect(SiteMemory(text: text.replacingOccurrences(of: "\\t3:1:2:3:4", with: "")) == nil)
        #expect(SiteMemory(text: text.replacingOccurrences(of: "\"version\":\(SiteMemory.version)", with: "\"version\":1")) == nil)
    }
}
