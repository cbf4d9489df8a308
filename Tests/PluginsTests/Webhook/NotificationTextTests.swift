import Foundation
import Plugins
import SignalStore
import Testing

/// A notification's fields by name, against what `JSONSerialization` made of the same
/// signal before `NotificationText` read them through `JSONValue`.
@Suite("Notification text: fields as JSONSerialization wrote them")
struct NotificationTextTests {
    /// A signal with a field of each kind a template may show.
    private struct Sample: Signal {
        static let wireName = "sample"
        var text = "a/b \"q\" \u{1}\u{1F} café 😀 \\"
        var count = -3
        var weight = 82.5
        var sum = 0.1 + 0.2
        var large = 1e21
        var tiny = Double.leastNonzeroMagnitude
        var whole = 100.0
        var at = Date(timeIntervalSince1970: 1_758_000_000)
        var flag = true
        var absent: String?
        var paths = ["/out/2025-W38.md", "/out/x\ny.md"]
        var empty: [Int] = []
        var nested = ["b": [1.5, 2], "a": [-0.25]]
        var objects = [Item(name: "bench", kilograms: 100), Item(name: "squat/front", kilograms: 72.5)]
    }

    private struct Item: Codable, Sendable {
        var name: String
        var kilograms: Double
    }

    /// The fields as Foundation made them: the signal encoded, read with `JSONSerialization`,
    /// strings as they are and other values written back with sorted keys.
    private func foundationFields(_ signal: some Signal) throws -> [String: String] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let object = try #require(try JSONSerialization.jsonObject(with: encoder.encode(signal)) as? [String: Any])
        var fields: [String: String] = [:]
        for (key, value) in object {
            if let text = value as? String {
                fields[key] = text
            } else {
                let data = try JSONSerialization.data(
                    withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
                fields[key] = String(decoding: data, as: UTF8.self)
            }
        }
        return fields
    }

    @Test("Every field, scalar, list or object, is the text JSONSerialization gave")
    func fieldsAsFoundation() throws {
        let sample = Sample()
        let text = NotificationText(sample)
        // Apart from the numbers JSON carries to 0.01 (`JSONOutput`): float noise and a
        // denormal were written as they were.
        var expected = try foundationFields(sample)
        expected["sum"] = "0.3"
        expected["tiny"] = "0"
        #expect(text.fields == expected)
        #expect(text.fields["at"] == "2025-09-16T05:20:00Z")
        #expect(text.fields["nested"] == #"{"a":[-0.25],"b":[1.5,2]}"#)
        #expect(text.fields["absent"] == nil)
    }

    @Test("A report's fields are as before")
    func reportReady() throws {
        let report = ReportReady(report: "weekly-summary", format: "markdown", paths: ["/out/2025-W38.md"], week: "2025-W38")
        let text = NotificationText(report)
        #expect(text.fields == (try foundationFields(report)))
        #expect(text.fields["paths"] == #"["/out/2025-W38.md"]"#)
    }

    @Test("A JSON string escape writes control characters as Foundation's String(format:) did")
    func jsonEscaped() {
        let text = "a\"b\\c\nd\re\tf\u{0}\u{1}\u{1F}\u{7F} é😀"
        var expected = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": expected += "\\\""
            case "\\": expected += "\\\\"
            case "\n": expected += "\\n"
            case "\r": expected += "\\r"
            case "\t": expected += "\\t"
            case _ where scalar.value < 0x20: expected += String(format: "\\u%04x", scalar.value)
            default: expected.unicodeScalars.append(scalar)
            }
        }
        #expect(WebhookTemplate.jsonEscaped(text) == expected)
        #expect(WebhookTemplate.jsonEscaped("\u{1}\u{1F}") == "\\u0001\\u001f")
    }
}
