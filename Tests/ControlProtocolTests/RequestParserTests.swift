import Foundation
import Testing
@testable import ControlProtocol

private func parse(_ text: String) throws(RequestError) -> Request {
    try RequestLine(text).parse()
}

private func parseError(_ bytes: [UInt8]) -> RequestError? {
    do {
        _ = try RequestLine(bytes).parse()
        return nil
    } catch {
        return error
    }
}

private func parseError(_ text: String) -> RequestError? { parseError(Array(text.utf8)) }

@Test("a JSON request yields its signal, id and the remaining members as fields")
func jsonRequest() throws {
    let request = try parse(#"{"signal":"log-set","exercise":"Bench Press (Barbell)","weight":100,"reps":5,"rpe":8.5,"id":7}"#)
    #expect(request == Request(
        signal: "log-set",
        fields: ["exercise": .string("Bench Press (Barbell)"), "weight": .integer(100), "reps": .integer(5),
                 "rpe": .number(8.5)],
        id: .integer(7)))
}

@Test("a JSON request keeps nested values, null, booleans and string ids")
func jsonNestedValues() throws {
    let request = try parse(#"  {"signal":"x","id":"abc","tags":["a",1,true,null],"meta":{"k":false}}  "#)
    #expect(request.id == .string("abc"))
    #expect(request.fields["tags"] == .array([.string("a"), .integer(1), .bool(true), .null]))
    #expect(request.fields["meta"] == .object(["k": .bool(false)]))
}

@Test("the fields render as a JSON object a signal can be decoded from")
func fieldsJSON() throws {
    struct LogSet: Decodable, Equatable { let exercise: String; let weight: Double; let reps: Int }
    let request = try parse(#"log-set exercise="Bench Press (Barbell)" weight=100 reps=5 id=3"#)
    let decoded = try JSONDecoder().decode(LogSet.self, from: JSONValue.object(request.fields).renderedData)
    #expect(decoded == LogSet(exercise: "Bench Press (Barbell)", weight: 100, reps: 5))
}

@Test("malformed JSON is reported with the column where it went wrong")
func malformedJSON() {
    let cases: [(String, Int)] = [
        (#"{"signal": ping}"#, 12),
        (#"{"signal":"ping",}"#, 18),
        (#"{"signal":"ping""#, 17),
        (#"{"signal":"ping"} x"#, 19),
        (#"{"signal":"pi\qng"}"#, 15),
        (#"{"weight":01}"#, 12),
        (#"{"weight":1.}"#, 13),
        (#"{signal:"ping"}"#, 2),
        ("{\"signal\":\"a\tb\"}", 13),
    ]
    for (text, column) in cases {
        let error = parseError(text)
        #expect(error?.code == .malformedJSON, "\(text)")
        #expect(error?.details["column"] == .integer(column), "\(text)")
    }
}

@Test("JSON that is not an object, or nests absurdly deep, is malformed")
func jsonNotAnObject() {
    #expect(parseError("[1,2]")?.code == .malformedJSON)
    #expect(parseError(String(repeating: "[", count: 100_000))?.code == .malformedJSON)
    #expect(parseError(#"{"signal":"x","a":"#  + String(repeating: "{\"b\":", count: 10_000))?.code == .malformedJSON)
}

@Test("a JSON request without a string signal is missing-signal, and still echoes its id")
func missingSignal() {
    #expect(parseError(#"{"weight":1}"#)?.code == .missingSignal)
    #expect(parseError(#"{"signal":""}"#)?.code == .missingSignal)
    let error = parseError(#"{"signal":5,"id":9}"#)
    #expect(error?.code == .missingSignal)
    #expect(error?.id == .integer(9))
}

@Test("an id that is an array or object is rejected")
func invalidID() {
    #expect(parseError(#"{"signal":"ping","id":[1]}"#)?.code == .invalidID)
    #expect(parseError(#"{"signal":"ping","id":{"a":1}}"#)?.code == .invalidID)
}

@Test("a JSON number beyond a 64-bit float, in any field or nested, is invalid-field naming the field")
func nonFiniteFields() {
    for line in [
        #"{"signal":"log-set","exercise":"Squat (Barbell)","weight":1e309,"reps":5,"id":3}"#,
        #"{"signal":"log-set","weight":-1e400,"id":3}"#,
        #"{"signal":"log-set","weight":{"nested":[1,2e999]},"id":3}"#,
    ] {
        let error = parseError(line)
        #expect(error?.code == .invalidField)
        #expect(error?.message == "log-set: field 'weight' holds a number beyond what a 64-bit float holds (about ±1.8e308)")
        #expect(error?.id == .integer(3))
    }
    #expect(parseError(#"{"signal":"log-set","weight":1.7e308,"tiny":1e-400}"#) == nil)
}

@Test("an id of 1e309 is refused as invalid-id rather than echoed as null")
func nonFiniteID() {
    let error = parseError(#"{"signal":"ping","id":1e309}"#)
    #expect(error?.code == .invalidID)
    #expect(error?.id == nil)
    #expect(error?.message.contains("beyond what a 64-bit float holds") == true)
}

@Test("NUL bytes and invalid UTF-8 are binary-data")
func binaryData() {
    #expect(parseError([0x70, 0x69, 0x00, 0x67])?.code == .binaryData)
    #expect(parseError([0xFF, 0xFE, 0x41])?.code == .binaryData)
    #expect(parseError([0x7B, 0xC3, 0x28, 0x7D])?.code == .binaryData)
}

@Test("a blank line is empty-line")
func emptyLine() {
    #expect(parseError("")?.code == .emptyLine)
    #expect(parseError(" \t ")?.code == .emptyLine)
    #expect(RequestLine(" \t").isBlank)
    #expect(!RequestLine(" x").isBlank)
}

@Test("the text form reads bare numbers, booleans and strings, and id")
func textForm() throws {
    let request = try parse("log-set weight=100 rpe=8.5 delta=-2 warmup=true failed=false note=heavy id=42 exp=1e3")
    #expect(request.signal == "log-set")
    #expect(request.id == .integer(42))
    #expect(request.fields == [
        "weight": .integer(100), "rpe": .number(8.5), "delta": .integer(-2), "warmup": .bool(true),
        "failed": .bool(false), "note": .string("heavy"), "exp": .number(1000),
    ])
}

@Test("text values that only look numeric stay strings")
func textNumberLookalikes() throws {
    let request = try parse("x a=nan b=inf c=0x10 d=1.2.3 e=True f=null g= h=5kg i=1e309")
    #expect(request.fields == [
        "a": .string("nan"), "b": .string("inf"), "c": .string("0x10"), "d": .string("1.2.3"),
        "e": .string("True"), "f": .string("null"), "g": .string(""), "h": .string("5kg"), "i": .string("1e309"),
    ])
}

@Test("quoted text values keep spaces, escapes and unicode, and are always strings")
func textQuoting() throws {
    let request = try parse(#"log-set exercise="Bench Press (Barbell)" n="5" q="say \"hi\"\\ \n\t" u="Kniebeuge – 💪" id="a b""#)
    #expect(request.fields["exercise"] == .string("Bench Press (Barbell)"))
    #expect(request.fields["n"] == .string("5"))
    #expect(request.fields["q"] == .string("say \"hi\"\\ \n\t"))
    #expect(request.fields["u"] == .string("Kniebeuge – 💪"))
    #expect(request.id == .string("a b"))
}

@Test("a bare signal name in text form has no fields")
func textSignalOnly() throws {
    #expect(try parse("  ping\t") == Request(signal: "ping"))
    #expect(try parse("status-über") == Request(signal: "status-über"))
}

@Test("unreadable text requests are invalid-text with a column")
func invalidText() {
    let cases: [(String, Int)] = [
        (#"log-set exercise="Bench"#, 18),
        ("log-set weight", 9),
        ("log-set =5", 9),
        (#"log-set a="x"b"#, 14),
        (#"log-set a=b"c"#, 12),
        ("log-set a=1 a=2", 13),
        (#"log-set a="\q""#, 12),
        (#""ping""#, 1),
        ("log-set a=b=c", 11),
    ]
    for (text, column) in cases {
        let error = parseError(text)
        #expect(error?.code == .invalidText, "\(text)")
        #expect(error?.details["column"] == .integer(column), "\(text)")
    }
}

// Found by the request-text fuzz target: the text form took `signal=` as a field, which no
// JSON request can carry and no signal declares.
@Test("a text request with a field named signal is invalid-text at that field")
func textSignalField() throws {
    let error = parseError(#"log-set exercise="Squat" signal=~00.5 reps=5 id=3"#)
    #expect(error?.code == .invalidText)
    #expect(error?.details["column"] == .integer(26))
    #expect(error?.message.contains("'signal'") == true)
    #expect(try parse("log-set signals=1").fields == ["signals": .integer(1)])
}
