import Testing
@testable import ControlProtocol

private func refusal(_ text: String) -> RequestError? {
    do {
        _ = try RequestLine(text).parse()
        return nil
    } catch {
        return error
    }
}

@Suite("Names given twice in one request")
struct RepeatedNameTests {
    @Test("A JSON request giving signal twice is refused naming it, rather than running the last one")
    func signalTwice() {
        let error = refusal(#"{"signal":"ping","signal":"status"}"#)
        #expect(error?.code == .malformedJSON)
        #expect(error?.message
            == #"the request gives "signal" twice (the second at column 18); each name may appear once in an object"#)
        #expect(error?.details["column"] == .integer(18))
    }

    @Test("A JSON request giving its id or a field twice is refused naming the name and its column")
    func idAndFieldTwice() {
        let id = refusal(#"{"id":1,"signal":"ping","id":2}"#)
        #expect(id?.code == .malformedJSON)
        #expect(id?.message.hasPrefix(#"the request gives "id" twice (the second at column 25)"#) == true)
        let field = refusal(#"{"signal":"log-set","reps":5,"exercise":"Squat","reps":50}"#)
        #expect(field?.code == .malformedJSON)
        #expect(field?.message.hasPrefix(#"the request gives "reps" twice (the second at column 49)"#) == true)
    }

    @Test("A name repeated inside a nested object, or an object in a list, is refused too")
    func nestedTwice() {
        let nested = refusal(#"{"signal":"x","a":{"b":1,"c":{"d":1,"d":2}}}"#)
        #expect(nested?.code == .malformedJSON)
        #expect(nested?.message.hasPrefix(#"the request gives "d" twice (the second at column 37)"#) == true)
        let inList = refusal(#"{"signal":"x","a":[{"b":1},{"b":1,"b":1}]}"#)
        #expect(inList?.message.hasPrefix(#"the request gives "b" twice (the second at column 35)"#) == true)
    }

    @Test("The same name in different objects, and names differing only by escapes, are not repeats")
    func differentObjects() throws {
        let request = try RequestLine(#"{"signal":"x","a":{"b":1},"c":{"b":2},"\u0062":3,"B":4}"#).parse()
        #expect(request.fields["a"] == .object(["b": .integer(1)]))
        #expect(request.fields["c"] == .object(["b": .integer(2)]))
        #expect(request.fields["b"] == .integer(3))
        #expect(request.fields["B"] == .integer(4))
        let escaped = refusal(#"{"signal":"x","b":1,"\u0062":2}"#)
        #expect(escaped?.message.hasPrefix(#"the request gives "b" twice"#) == true)
    }

    @Test("The text form refuses a field or the id given twice, naming it and its column")
    func textTwice() {
        let field = refusal("log-set reps=5 exercise=Squat reps=50")
        #expect(field?.code == .invalidText)
        #expect(field?.message == "the field 'reps' is given twice")
        #expect(field?.details["column"] == .integer(31))
        let id = refusal("ping id=1 id=2")
        #expect(id?.code == .invalidText)
        #expect(id?.message == "the id is given twice")
        #expect(id?.details["column"] == .integer(11))
    }
}
