import Foundation
import Testing
@testable import ControlProtocol

private func parsed(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8), maximumNesting: 64)
}

private func problem(_ text: String) -> JSONParser.Problem? {
    do {
        _ = try JSONParser.parse(Array(text.utf8), maximumNesting: 64)
        return nil
    } catch {
        return error
    }
}

@Suite("JSON parser")
struct JSONParserTests {
    @Test("Escapes, multi-byte UTF-8 and surrogate pairs decode to the characters they stand for")
    func stringsDecode() throws {
        #expect(try parsed(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{08}\u{0C}\n\r\t"))
        #expect(try parsed(#""\u00e9\u20AC \ud83d\udcaa""#) == .string("é€ 💪"))
        #expect(try parsed(#""Kniebeuge – 💪 plain""#) == .string("Kniebeuge – 💪 plain"))
        #expect(try parsed(#""""#) == .string(""))
    }

    @Test("Integers stay exact; fractions, exponents and integers too large for Int become doubles")
    func numbers() throws {
        #expect(try parsed("-0") == .integer(0))
        #expect(try parsed("9223372036854775807") == .integer(Int.max))
        #expect(try parsed("9223372036854775808") == .number(9223372036854775808))
        #expect(try parsed("-12.5e-1") == .number(-1.25))
        #expect(try parsed("1E3") == .number(1000))
    }

    @Test("A member name repeated in one object is a problem at the second name, at any depth")
    func repeatedMember() throws {
        #expect(problem(#"{"a":1,"a":2}"#) == JSONParser.Problem(
            offset: 7, reason: #"the member name "a" is given twice in one object"#, kind: .repeatedName("a")))
        #expect(problem(#"[{"x":{"a":1,"b":2,"a":3}}]"#)?.offset == 19)
        #expect(try parsed(#"{"a":{"a":1},"b":{"a":2}}"#)
            == .object(["a": .object(["a": .integer(1)]), "b": .object(["a": .integer(2)])]))
    }

    @Test("Broken escapes are reported where they are")
    func brokenEscapes() {
        #expect(problem(#""\ud83d""#)?.reason == "expected the second half of a \\u surrogate pair")
        #expect(problem(#""\ud83dx""#)?.offset == 7)
        #expect(problem(#""\udcaa""#)?.reason == "a \\u escape names half a surrogate pair")
        #expect(problem(#""\u12g4""#)?.offset == 5)
        #expect(problem(#""\x""#)?.offset == 2)
    }

    @Test("Whatever JSONValue renders, the parser reads back as the same value")
    func roundTrip() throws {
        let values: [JSONValue] = [
            .object([
                "name": .string("Squat \"low bar\"\n\u{01}\u{7F}\u{2028}"),
                "sets": .array([.integer(5), .number(102.5), .bool(false), .null, .array([]), .object([:])]),
                "nested": .object(["deeper": .array([.object(["x": .integer(-3)])])]),
            ]),
            .array([.string(""), .integer(Int.min), .number(1.5e300)]),
        ]
        for value in values {
            #expect(try JSONParser.parse(Array(value.rendered.utf8), maximumNesting: 64) == value)
            #expect(try JSONDecoder().decode(JSONValue.self, from: value.renderedData) == value)
        }
    }
}
