/// Objects and arrays: their elements, separators and closing brackets, and the rule that a
/// member name appears once per object.
extension JSONParser {
    /// An object, its `{` at `position`. A repeated member name is a problem.
    mutating func object(depth: Int) throws(Problem) -> JSONValue {
        var members: [String: JSONValue] = [:]
        // One hash lookup per member, as a plain insertion would take: the new value goes in
        // and the old one, if any, says the name was given before.
        try objectMembers(depth: depth) { members.updateValue($1, forKey: $0) == nil }
        return .object(members)
    }

    /// The members of an object, its `{` at `position`, each passed to `member` in order;
    /// `member` answers whether the name is new in this object.
    mutating func objectMembers(depth: Int, _ member: (String, JSONValue) -> Bool) throws(Problem) {
        try elements(closing: UInt8(ascii: "}")) { parser throws(Problem) in
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: "\"") else { throw parser.problem("expected a quoted member name") }
            let nameOffset = parser.position
            let name = try parser.string()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.problem("expected ':' after the member name") }
            parser.position += 1
            guard member(name, try parser.value(depth: depth)) else {
                throw Problem(
                    offset: nameOffset, reason: "the member name \"\(name)\" is given twice in one object",
                    kind: .repeatedName(name))
            }
        }
    }

    /// An array, its `[` at `position`.
    mutating func array(depth: Int) throws(Problem) -> JSONValue {
        var values: [JSONValue] = []
        try elements(closing: UInt8(ascii: "]")) { parser throws(Problem) in
            values.append(try parser.value(depth: depth))
        }
        return .array(values)
    }

    /// The comma-separated elements of an object or array up to `closing`, each read by `element`.
    private mutating func elements(
        closing: UInt8, _ element: (inout JSONParser) throws(Problem) -> Void
    ) throws(Problem) {
        position += 1
        skipWhitespace()
        if current == closing {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                position += 1
            } else if current == closing {
                position += 1
                return
            } else {
                throw problem(closing == UInt8(ascii: "}") ? "expected ',' or '}'" : "expected ',' or ']'")
            }
        }
    }
}
