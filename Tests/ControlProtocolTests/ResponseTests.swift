import Foundation
import Testing
@testable import ControlProtocol

@Test("a success is one line with sorted keys and the id echoed")
func successResponse() {
    let line = Response.success(.object(["b": .integer(1), "a": .string("x")]), id: .integer(7))
    #expect(line == #"{"id":7,"ok":true,"result":{"a":"x","b":1}}"#)
}

@Test("a response without an id leaves the id out")
func responseWithoutID() {
    #expect(Response.success(.string("pong")) == #"{"ok":true,"result":"pong"}"#)
}

@Test("a failure carries code, message and details inside error")
func failureResponse() {
    let error = RequestError(.malformedJSON, "bad", id: .string("q"), details: ["column": .integer(4)])
    #expect(Response.failure(error) == #"{"error":{"code":"malformed-json","column":4,"message":"bad"},"id":"q","ok":false}"#)
}

@Test("strings are escaped so a response never spans lines")
func escaping() {
    let line = Response.success(.string("a\"b\\c\nd\re\tf\u{1}g\u{2028}h – é"))
    #expect(line == #"{"ok":true,"result":"a\"b\\c\nd\re\tf\u0001g\u2028h – é"}"#)
    #expect(!line.contains("\n"))
}

@Test("numbers render as JSON: whole numbers without a fraction, non-finite as null")
func numbers() {
    #expect(JSONValue.array([.number(100), .number(8.5), .number(-0.25), .number(.infinity), .number(.nan),
                             .integer(Int.min), .null, .bool(false)]).rendered
            == "[100,8.5,-0.25,null,null,\(Int.min),null,false]")
}

@Test("rendered JSON decodes back to the same value")
func roundTrip() throws {
    let value = JSONValue.object(["a": .array([.integer(1), .number(2.5), .string("ü\"\n")]), "b": .null,
                                  "c": .object(["d": .bool(true)])])
    let decoded = try JSONDecoder().decode(JSONValue.self, from: value.renderedData)
    #expect(decoded == value)
}
