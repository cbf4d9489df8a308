import Foundation
import JSONValues
import Testing

@Suite("JSON output")
struct JSONOutputTests {
    private struct Reading: Encodable {
        struct Inner: Encodable {
            let ratio: Float
            let tags: [String]
        }

        let measuredAt: Date
        let kilograms: Double
        let reps: Int
        let note: String?
        let inner: Inner
        let values: [Double]
        let extra: [String: JSONValue]
    }

    private static let reading = Reading(
        measuredAt: Date(timeIntervalSince1970: 1_796_150_472.47), kilograms: 109.69939900000007, reps: 5, note: nil,
        inner: .init(ratio: 0.125, tags: ["a/b"]), values: [93.33333333333333, -0.016, 1e300],
        extra: ["raw": .number(0.30000000000000004), "whole": .integer(7)])

    @Test("Numbers are rounded once to 0.01 and print without float noise; whole and huge ones stay")
    func numbers() {
        #expect("\(JSONOutput.number(109.69939900000007))" == "109.7")
        #expect(JSONOutput.number(93.33333333333333) == 93.33)
        #expect(JSONOutput.number(-0.001).sign == .plus)
        #expect("\(JSONOutput.number(0.125))" == "0.13")
        #expect(JSONOutput.number(1e300) == 1e300)
        #expect(JSONOutput.number(167.149) == 167.15)
    }

    @Test("A line has instants in UTC with Z, sorted keys, rounded numbers and unescaped slashes")
    func line() throws {
        let line = try JSONOutput.line(Self.reading)
        #expect(line == #"{"extra":{"raw":0.3,"whole":7},"inner":{"ratio":0.13,"tags":["a/b"]},"kilograms":109.7,"#
            + #""measuredAt":"2026-12-01T18:41:12Z","reps":5,"values":[93.33,-0.02,1e+300]}"#)
    }

    @Test("The line reads back, as Foundation's encoder would write it, apart from the rounding")
    func sameAsFoundationApartFromRounding() throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        let foundation = try JSONDecoder().decode(JSONValue.self, from: encoder.encode(Self.reading))
        let ours = try JSONDecoder().decode(JSONValue.self, from: Data(JSONOutput.line(Self.reading).utf8))
        #expect(JSONOutput.rounded(foundation) == ours)
        #expect(foundation != ours)
    }

    @Test("A document puts each member on its own line, indented, with a newline at the end")
    func document() throws {
        let value: JSONValue = ["b": [.integer(1), .number(2.006)], "a": .object([:]), "c": .array([])]
        #expect(try JSONOutput.document(value) == "{\n  \"a\" : {},\n  \"b\" : [\n    1,\n    2.01\n  ],\n  \"c\" : []\n}\n")
    }

    @Test("A number JSON cannot carry is refused with the path to it")
    func nonFinite() {
        struct Holder: Encodable { let values: [Double] }
        #expect {
            try JSONOutput.line(Holder(values: [1, .nan]))
        } throws: { error in
            guard case EncodingError.invalidValue(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["values", "Index 1"]
        }
    }

    @Test("Super encoders and nested containers fill the members they were made for")
    func superEncoders() throws {
        struct Wrapped: Encodable {
            enum CodingKeys: String, CodingKey { case name, fields, list }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode("x", forKey: .name)
                try ["when": Date(timeIntervalSince1970: 0)].encode(to: container.superEncoder(forKey: .fields))
                var list = container.nestedUnkeyedContainer(forKey: .list)
                var inner = list.nestedContainer(keyedBy: CodingKeys.self)
                try inner.encode(1.006, forKey: .name)
                try list.encodeNil()
            }
        }
        #expect(try JSONOutput.line(Wrapped())
            == #"{"fields":{"when":"1970-01-01T00:00:00Z"},"list":[{"name":1.01},null],"name":"x"}"#)
    }
}
