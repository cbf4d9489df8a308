import ControlProtocol
import FoundationEssentials
import SignalStore

/// The JSON an `exec` program reads on stdin: the signal, its fields and the state.
struct ExecInput<StoreState: Encodable>: Encodable {
    let signal: any Signal
    let state: StoreState

    private enum CodingKeys: String, CodingKey {
        case signal, fields, state
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(signal.wireName, forKey: .signal)
        try signal.encode(to: container.superEncoder(forKey: .fields))
        try container.encode(state, forKey: .state)
    }

    /// One line of JSON as `JSONOutput` writes it, ending in a newline.
    func line() throws -> Data {
        Data(try JSONOutput.line(self).utf8) + Data([0x0A])
    }
}

/// Reads an `exec` program's stdout: zero or more lines, each `{"signal": name, ...fields}`.
struct ExecOutput {
    /// The signals the program may emit, by wire name.
    let declared: [String: any Signal.Type]

    /// Every effect in `output`, or the first line's failure (then none of them count).
    func effects(in output: Data) throws(ExecFailure) -> [any Signal] {
        var effects: [any Signal] = []
        let lines = output.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) else { continue }
            guard case .object(var object)? = try? JSONDecoder().decode(JSONValue.self, from: Data(line)) else {
                throw .badOutput(line: number, reason: "expected a JSON object like {\"signal\":\"name\", ...}")
            }
            guard case .string(let name)? = object.removeValue(forKey: "signal") else {
                throw .badOutput(line: number, reason: "expected a \"signal\" key naming the signal")
            }
            guard let type = declared[name] else {
                throw .undeclaredEffect(name, line: number, declared: declared.keys.sorted())
            }
            do {
                let fields = try JSONEncoder().encode(JSONValue.object(object))
                effects.append(try Self.decode(type, from: fields))
            } catch {
                throw .badOutput(line: number, reason: "'\(name)': \(Self.explain(error))")
            }
        }
        return effects
    }

    private static func decode<Decoded: Signal>(_ type: Decoded.Type, from data: Data) throws -> Decoded {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(Decoded.self, from: data)
    }

    private static func explain(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, _):
            return "missing field '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let field = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (field.isEmpty ? "" : "field '\(field)': ") + context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }
}
