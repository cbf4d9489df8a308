import Foundation
import JSONValues
import Testing

/// A value of every JSON kind, with optionals, lists, an object and nesting.
private struct Everything: Decodable, Equatable {
    struct Set: Decodable, Equatable {
        var reps: Int
        var weight: Double?
    }

    var flag: Bool
    var name: String
    var count: Int
    var ratio: Double
    var small: UInt8
    var absent: String?
    var empty: String?
    var tags: [String]
    var sets: [Set]
    var totals: [String: Int]
    var grid: [[Int]]
    var anything: JSONValue
}

private let everything: JSONValue = [
    "flag": .bool(true), "name": "Push", "count": .integer(-3), "ratio": .integer(2), "small": .number(255),
    "empty": .null, "tags": ["a", "b"], "sets": [["reps": .integer(5), "weight": .number(82.5)], ["reps": .number(3)]],
    "totals": ["chest": .integer(4)], "grid": [[.integer(1)], []], "anything": ["x": [.null, .bool(false)]],
]

/// The `DecodingError` decoding `value` as `type` throws, or nil when it decodes.
private func decodingError<Decoded: Decodable>(_ type: Decoded.Type, _ value: JSONValue) -> DecodingError? {
    do {
        _ = try JSONValueDecoder.decode(type, from: value)
        return nil
    } catch let error as DecodingError {
        return error
    } catch {
        Issue.record("not a DecodingError: \(error)")
        return nil
    }
}

/// The coding path an error names, as `FieldError` shows it: `sets.[1].reps`.
private func path(_ error: DecodingError?) -> String? {
    let keys: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context)?: keys = context.codingPath + [key]
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?: keys = context.codingPath
    default: return nil
    }
    return keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
}

/// Which kind of `DecodingError` `error` is.
private func kind(_ error: DecodingError?) -> String? {
    switch error {
    case .keyNotFound?: "keyNotFound"
    case .typeMismatch?: "typeMismatch"
    case .valueNotFound?: "valueNotFound"
    case .dataCorrupted?: "dataCorrupted"
    default: nil
    }
}

@Suite("Decoding a JSONValue")
struct JSONValueDecoderTests {
    @Test("Every JSON kind decodes, nested lists and objects among them; whole numbers as doubles and whole doubles as integers")
    func everyKindDecodes() throws {
        let decoded = try JSONValueDecoder.decode(Everything.self, from: everything)
        #expect(decoded == Everything(
            flag: true, name: "Push", count: -3, ratio: 2, small: 255, absent: nil, empty: nil, tags: ["a", "b"],
            sets: [.init(reps: 5, weight: 82.5), .init(reps: 3, weight: nil)], totals: ["chest": 4], grid: [[1], []],
            anything: ["x": [.null, .bool(false)]]))
    }

    @Test("A missing key is keyNotFound naming the key under the path of its container")
    func missingKey() {
        let error = decodingError(Everything.self, replacing("name", in: everything, with: nil))
        #expect(kind(error) == "keyNotFound" && path(error) == "name")
        let nested = decodingError(Everything.self, replacing("sets", in: everything, with: [["weight": .integer(1)]]))
        #expect(kind(nested) == "keyNotFound" && path(nested) == "sets.[0].reps")
    }

    @Test("A value of another kind is typeMismatch with the type asked for and the path to the value", arguments: [
        ("flag", JSONValue.integer(1), "Bool"), ("name", .integer(1), "String"), ("count", "5", "Int"),
        ("count", .number(5.5), "Int"), ("ratio", "inf", "Double"), ("tags", "a", "Array<JSONValue>"),
        ("totals", .array(["chest"]), "Dictionary<String, JSONValue>"),
    ])
    func typeMismatch(key: String, value: JSONValue, type: String) {
        let error = decodingError(Everything.self, replacing(key, in: everything, with: value))
        guard case .typeMismatch(let asked, let context)? = error else {
            Issue.record("\(key): \(String(describing: error))")
            return
        }
        #expect(String(describing: asked) == type)
        #expect(path(error) == key && context.debugDescription.hasPrefix("expected "))
    }

    @Test("Null where a value belongs is valueNotFound; where an optional belongs it is nil")
    func nullValues() throws {
        let error = decodingError(Everything.self, replacing("count", in: everything, with: .null))
        #expect(kind(error) == "valueNotFound" && path(error) == "count")
        let list = decodingError(Everything.self, replacing("tags", in: everything, with: .null))
        #expect(kind(list) == "valueNotFound" && path(list) == "tags")
        let element = decodingError(Everything.self, replacing("grid", in: everything, with: [[.integer(1), .null]]))
        #expect(kind(element) == "valueNotFound" && path(element) == "grid.[0].[1]")
        #expect(try JSONValueDecoder.decode([Int?].self, from: [.null, .integer(2)]) == [nil, 2])
    }

    @Test("A whole number beyond the type's range is dataCorrupted naming it and the range", arguments: [
        (JSONValue.integer(256), "256 is out of range (0 to 255)"), (.integer(-1), "-1 is out of range (0 to 255)"),
        (.number(1e30), "1e+30 is out of range (0 to 255)"),
    ])
    func integerOutOfRange(value: JSONValue, message: String) throws {
        let error = decodingError(Everything.self, replacing("small", in: everything, with: value))
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(path(error) == "small" && context.debugDescription == message)
        #expect(kind(decodingError(Int.self, .number(9.3e18))) == "dataCorrupted")
        #expect(try JSONValueDecoder.decode(Int64.self, from: .integer(.max)) == .max)
    }

    @Test("A list read past its end is valueNotFound at the missing position")
    func listPastItsEnd() {
        struct Pair: Decodable {
            var first: Int
            var second: Int
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                first = try list.decode(Int.self)
                second = try list.decode(Int.self)
            }
        }
        let error = decodingError([Pair].self, [[.integer(1)]])
        #expect(kind(error) == "valueNotFound" && path(error) == "[0].[1]")
    }

    @Test("Decoding agrees with JSONDecoder over the same value written as JSON text: the same value, or a failure at the same path where JSONDecoder names one (it names none for a number that does not fit)", arguments: [
        everything, replacing("small", in: everything, with: .integer(7)), replacing("count", in: everything, with: .number(4)),
        replacing("name", in: everything, with: .bool(false)), replacing("sets", in: everything, with: [[:]]),
        replacing("grid", in: everything, with: [["x"]]), replacing("ratio", in: everything, with: .number(-0.25)),
        replacing("totals", in: everything, with: ["a": .integer(1), "b": .integer(-2)]),
        replacing("small", in: everything, with: .integer(300)), replacing("tags", in: everything, with: .null),
    ])
    func agreesWithJSONDecoder(value: JSONValue) throws {
        let text = try JSONEncoder().encode(value)
        let expected = Result { try JSONDecoder().decode(Everything.self, from: text) }
        let decoded = Result { try JSONValueDecoder.decode(Everything.self, from: value) }
        switch (expected, decoded) {
        case (.success(let expected), .success(let decoded)): #expect(decoded == expected)
        case (.failure(let expected), .failure(let decoded)):
            let expectedPath = path(expected as? DecodingError)
            #expect(expectedPath == "" || path(decoded as? DecodingError) == expectedPath, "\(expected) against \(decoded)")
        default: Issue.record("JSONDecoder gave \(expected), the JSONValue decoder \(decoded)")
        }
    }
}

/// `value` (an object) with `key` set to `replacement`, or without it when that is nil.
private func replacing(_ key: String, in value: JSONValue, with replacement: JSONValue?) -> JSONValue {
    guard case .object(var members) = value else { return value }
    members[key] = replacement
    return .object(members)
}
