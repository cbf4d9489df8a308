import Foundation
import JSONValues
import Testing

@Suite("JSON values")
struct JSONValueTests {
    @Test("Literals build the same values as the cases, a repeated key keeping its last value")
    func literalsBuildTheCases() {
        let built: JSONValue = ["name": "Push", "sets": [.integer(3), .number(2.5)], "notes": .null]
        #expect(built == .object(["name": .string("Push"), "sets": .array([.integer(3), .number(2.5)]), "notes": .null]))
        let repeated = JSONValue(dictionaryLiteral: ("a", .integer(1)), ("a", .integer(2)))
        #expect(repeated == .object(["a": .integer(2)]))
    }

    @Test("Encoded with sorted keys, a value gives the same bytes every time and decodes back to itself")
    func encodingIsStableAndRoundTrips() throws {
        let value: JSONValue = ["b": [.bool(true), .null, .integer(-7)], "a": .number(0.5), "c": "x/y"]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let bytes = try encoder.encode(value)
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"a":0.5,"b":[true,null,-7],"c":"x/y"}"#)
        #expect(try encoder.encode(value) == bytes)
        #expect(try JSONDecoder().decode(JSONValue.self, from: bytes) == value)
    }
}
